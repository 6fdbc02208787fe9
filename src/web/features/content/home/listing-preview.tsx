import { CheckCircle2 } from 'lucide-react';

export const LISTING_FACTS = [
  'Total investment, from lowest to highest',
  'Franchise fee, royalty and marketing fund',
  'Liquid capital and net worth required',
  'Units open and years in franchising',
  'Average unit revenue, with its year and source',
];

/** What every listing shows: the promise of the marketplace, beside the hero on wide screens. */
export function ListingPreview() {
  return (
    <aside
      aria-labelledby="listing-preview-heading"
      className="hidden self-center rounded-2xl bg-white/95 p-6 text-ink shadow-2xl ring-1 ring-white/20 lg:block"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">On every listing</p>
      <h2 id="listing-preview-heading" className="mt-1 text-xl font-bold text-brand-900">
        The numbers, before the sales call
      </h2>
      <ul className="mt-5 space-y-3 text-sm">
        {LISTING_FACTS.map((fact) => (
          <li key={fact} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {fact}
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        Listings without their investment figures are not published.
      </p>
    </aside>
  );
}
