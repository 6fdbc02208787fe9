import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { type ListingStats, STATS_RANGES } from '../../../../shared/schemas/listings.ts';
import { Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useListingStats } from '../api/listings.ts';

const StatsChart = lazy(() => import('./stats-chart.tsx'));

export type StatsRange = (typeof STATS_RANGES)[number];

/**
 * A listing's activity over the last 7, 30 or 90 days, with the totals in words for screen
 * readers. The franchisor's dashboard and the admin's view of the listing show it from their
 * own endpoint, which answer the same figures.
 */
export function StatsPanel({
  days,
  onDays,
  query,
}: {
  days: StatsRange;
  onDays: (days: StatsRange) => void;
  query: UseQueryResult<ListingStats>;
}) {
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
            onClick={() => onDays(r)}
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
          <p className="mt-1 text-xs text-muted">
            Views and clicks count every visitor, signed in or not, once per half hour; bots are left out.
          </p>
          <Suspense fallback={<Skeleton className="mt-3 h-64" />}>
            <StatsChart stats={query.data} />
          </Suspense>
        </>
      )}
    </div>
  );
}

/** On the franchisor's dashboard: one of the company's listings. */
export function ListingStatsView({ id }: { id: string }) {
  const [days, setDays] = useState<StatsRange>(30);
  return <StatsPanel days={days} onDays={setDays} query={useListingStats(id, days)} />;
}
