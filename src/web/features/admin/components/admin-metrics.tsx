import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_METRIC_DAYS } from '../../../../shared/limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useAdminMetrics } from '../api/get-admin-metrics.ts';
import { fmt } from './format.ts';
import { KreditFunnel } from './kredit-funnel.tsx';

const MetricsCharts = lazy(() => import('./metrics-charts.tsx'));

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{fmt(value)}</p>
    </Card>
  );
}

const chartsLoading = (
  <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading charts">
    {Array.from({ length: 4 }, (_, i) => (
      <Skeleton key={i} className="h-72" />
    ))}
  </div>
);

/** Metrics over 7, 30 or 90 days (kept in the address as ?days=). */
export function AdminMetrics() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (ADMIN_METRIC_DAYS as readonly number[]).includes(asked) ? asked : 30;
  const metrics = useAdminMetrics(days);

  return (
    <section aria-labelledby="admin-metrics" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-metrics" className="text-lg font-semibold text-ink">
          Activity
        </h2>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Period</legend>
          {ADMIN_METRIC_DAYS.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === days ? 'selected' : 'outline'}
              aria-pressed={d === days}
              onClick={() => setParams({ days: String(d) }, { replace: true })}
            >
              {d} days
            </Button>
          ))}
        </fieldset>
      </div>
      {metrics.isPending ? (
        chartsLoading
      ) : metrics.isError ? (
        <p role="alert" className="text-red-700">
          {metrics.error.message}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <Total label="Sign-ups" value={metrics.data.totals.signUps} />
            <Total label="New listings" value={metrics.data.totals.listings} />
            <Total label="Leads" value={metrics.data.totals.leads} />
            <Total label="Page views" value={metrics.data.totals.pageViews} />
            <Total label="Visitors" value={metrics.data.totals.visitors} />
          </div>
          <Suspense fallback={chartsLoading}>
            <MetricsCharts metrics={metrics.data} />
          </Suspense>
          <KreditFunnel funnel={metrics.data.kreditFunnel} days={days} />
          <Card className="overflow-hidden">
            <table className="w-full text-sm">
              <caption className="px-4 pt-3 text-left text-sm font-semibold text-ink">
                Top pages, last {days} days
              </caption>
              <thead className="text-left text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Page
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {metrics.data.topPages.length === 0 && (
                  <tr>
                    <td colSpan={2} className="px-4 py-3 text-muted">
                      No page views in this period yet.
                    </td>
                  </tr>
                )}
                {metrics.data.topPages.map((p) => (
                  <tr key={p.path}>
                    <td className="max-w-0 truncate px-4 py-2 font-mono text-xs text-ink" title={p.path}>
                      {p.path}
                    </td>
                    <td className="px-4 py-2 text-right font-semibold tabular-nums">{fmt(p.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      )}
    </section>
  );
}
