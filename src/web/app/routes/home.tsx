import { formatMoneyRange } from '../../../shared/money.ts';
import { useFeatured } from '../../features/catalog/api/get-featured.ts';

export function Component() {
  const featured = useFeatured('US');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">Find the franchise that fits you</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Discover, compare and fund franchises in the United States and India.
      </p>
      <h2 className="mt-10 text-2xl font-semibold">Featured franchises</h2>
      {featured.isPending && <p className="mt-4 text-muted">Loading featured franchises…</p>}
      {featured.isError && <p className="mt-4 text-red-700">Featured franchises could not be loaded.</p>}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featured.data?.items.map((o) => (
          <li key={o.id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm text-brand-600">{o.category}</p>
            <h3 className="text-lg font-semibold">{o.title}</h3>
            <p className="mt-1 text-sm text-muted">{o.tagline}</p>
            <p className="mt-2 text-sm font-medium">
              {formatMoneyRange(o.investmentMin, o.investmentMax, o.currency)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
