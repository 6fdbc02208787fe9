import type { OfferingKind } from '../../../../shared/enums.ts';
import { OFFERING_KIND_PAGES } from '../../../../shared/offering-kinds.ts';
import { PRICING_MODEL_LABELS, PRICING_MODELS, type PricingModel } from '../../../../shared/rewards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useLiveSearchParams } from '../../../lib/use-live-search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type OfferingSort, useOfferings } from '../api/list-offerings.ts';
import { CashbackNote, OfferingCard, OfferingCardSkeleton } from './offering-card.tsx';

const SORTS: { id: OfferingSort; label: string }[] = [
  { id: 'rating', label: 'Highest rated' },
  { id: 'cashback', label: 'Most cashback' },
  { id: 'price', label: 'Lowest price' },
];

const selectClass =
  'mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** One page for software, AI tools and business services, at both list paths of each (spec §2). */
export function OfferingsListPage({ kind }: { kind: OfferingKind }) {
  const pages = OFFERING_KIND_PAGES[kind];
  usePageTitle();
  const [params, changeParams] = useLiveSearchParams();
  const category = params.get('category') ?? '';
  const sortParam = params.get('sort');
  const sort: OfferingSort = SORTS.some((s) => s.id === sortParam) ? (sortParam as OfferingSort) : 'rating';
  const search = params.get('q') ?? '';
  const pricingParam = params.get('pricing');
  const pricing = PRICING_MODELS.find((p) => p === pricingParam) as PricingModel | undefined;
  const minCashback = Number(params.get('cashback')) || undefined;
  const minRating = Number(params.get('rating')) || undefined;
  const query = useOfferings({
    kind,
    category: category || undefined,
    search: search.trim() || undefined,
    pricing,
    minCashback,
    minRating,
    sort,
  });
  const filtered = !!(category || search || pricing || minCashback || minRating);

  const update = (key: string, value: string) =>
    changeParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && !(key === 'sort' && value === 'rating')) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // The category list comes with every page. The chosen one stays in it before the list loads and
  // when a link names a category nothing is listed under, so the select shows what is filtered.
  const listed = query.data?.categories ?? [];
  const categories = category && !listed.includes(category) ? [...listed, category] : listed;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{pages.title}</h1>
        <p className="mt-2 text-muted">{pages.description}</p>
        <p className="mt-3 inline-flex rounded-lg bg-accent-300/40 px-3 py-1.5 text-sm font-medium text-brand-900">
          Franchisio members earn up to 25% back on spends.
        </p>
        <CashbackNote className="mt-2 text-xs text-muted" />
      </header>

      <div className="mt-6 grid grid-cols-2 gap-3 lg:flex lg:flex-wrap lg:items-end">
        <div className="col-span-2 lg:w-64">
          <Label htmlFor="offering-search">Search</Label>
          <Input
            id="offering-search"
            type="search"
            className="mt-1"
            value={search}
            placeholder={`Search ${pages.plural}`}
            onChange={(e) => update('q', e.target.value)}
          />
        </div>
        <div className="lg:w-56">
          <Label htmlFor="offering-category">Category</Label>
          <select
            id="offering-category"
            value={category}
            onChange={(e) => update('category', e.target.value)}
            className={selectClass}
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:w-52">
          <Label htmlFor="offering-pricing">Pricing</Label>
          <select
            id="offering-pricing"
            value={pricing ?? ''}
            onChange={(e) => update('pricing', e.target.value)}
            className={selectClass}
          >
            <option value="">Any pricing</option>
            {PRICING_MODELS.map((p) => (
              <option key={p} value={p}>
                {PRICING_MODEL_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:w-40">
          <Label htmlFor="offering-cashback">Cashback</Label>
          <select
            id="offering-cashback"
            value={minCashback ?? ''}
            onChange={(e) => update('cashback', e.target.value)}
            className={selectClass}
          >
            <option value="">Any</option>
            {[5, 10, 15, 20].map((n) => (
              <option key={n} value={n}>
                {n}% or more
              </option>
            ))}
          </select>
        </div>
        <div className="lg:w-40">
          <Label htmlFor="offering-rating">Rating</Label>
          <select
            id="offering-rating"
            value={minRating ?? ''}
            onChange={(e) => update('rating', e.target.value)}
            className={selectClass}
          >
            <option value="">Any</option>
            {[4.5, 4, 3].map((n) => (
              <option key={n} value={n}>
                {n} stars or more
              </option>
            ))}
          </select>
        </div>
        <div className="lg:w-52">
          <Label htmlFor="offering-sort">Sort by</Label>
          <select
            id="offering-sort"
            value={sort}
            onChange={(e) => update('sort', e.target.value)}
            className={selectClass}
          >
            {SORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {query.data && (
          <p className="text-sm text-muted lg:ml-auto" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'result' : 'results'}
          </p>
        )}
      </div>

      <section aria-labelledby="offerings-heading" aria-busy={query.isPending} className="mt-6">
        {/* Cards carry h3 titles; this keeps the outline h1 → h2 → h3 for screen reader users. */}
        <h2 id="offerings-heading" className="sr-only">
          {pages.title} listings
        </h2>
        {query.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <OfferingCardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError ? (
          <QueryError
            title={`We could not load the ${pages.plural}.`}
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            title={
              filtered ? `No ${pages.plural} match these filters.` : `No ${pages.plural} are listed yet.`
            }
            action={
              <Button
                variant="outline"
                onClick={() => changeParams(() => new URLSearchParams(), { replace: true })}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.items.map((item) => (
              <li key={item.id}>
                <OfferingCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
