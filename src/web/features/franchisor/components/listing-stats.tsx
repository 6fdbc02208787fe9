import { lazy, Suspense, useState } from 'react';
import { STATS_RANGES } from '../../../../shared/schemas/listings.ts';
import { Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useListingStats } from '../api/listings.ts';

const StatsChart = lazy(() => import('./stats-chart.tsx'));

type Range = (typeof STATS_RANGES)[number];

/** Per-listing activity over the last 7, 30 or 90 days, with the totals in words for screen readers. */
export function ListingStatsView({ id }: { id: string }) {
  const [days, setDays] = useState<Range>(30);
  const query = useListingStats(id, days);
  const totals = query.data?.series.reduce(
    (t, d) => ({
      views: t.views + d.views,
      clicks: t.clicks + d.clicks,
      bookmarks: t.bookmarks + d.bookmarks,
      compares: t.compares + d.compares,
      leads: t.leads + d.leads,
    }),
    { views: 0, clicks: 0, bookmarks: 0, compares: 0, leads: 0 },
  );
  return (
    <div className="mt-3 rounded-lg border border-slate-100 bg-slate-50 p-3">
      <fieldset className="flex gap-1">
        <legend className="sr-only">Period</legend>
        {STATS_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={days === r}
            onClick={() => setDays(r)}
            className={cn(
              'rounded-md px-2.5 py-1 text-sm font-medium',
              days === r ? 'bg-brand-700 text-white' : 'bg-white text-ink hover:bg-slate-100',
            )}
          >
            {r} days
          </button>
        ))}
      </fieldset>
      {query.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {query.error.message}
        </p>
      ) : !query.data || !totals ? (
        <Skeleton className="mt-3 h-64" />
      ) : (
        <>
          <p className="mt-2 text-sm text-muted" data-testid="stats-totals">
            {totals.views} views · {totals.clicks} clicks · {totals.bookmarks} bookmarks · {totals.compares}{' '}
            compares · {totals.leads} leads
          </p>
          <Suspense fallback={<Skeleton className="mt-3 h-64" />}>
            <StatsChart stats={query.data} />
          </Suspense>
        </>
      )}
    </div>
  );
}
