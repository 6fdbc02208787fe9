import { formatCount } from '../../../../shared/count.ts';
import { LISTING_STATUS_LABELS, type OpportunityStatus } from '../../../../shared/enums.ts';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';

function Stat({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Card className="p-5">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="mt-1 text-3xl font-bold text-brand-900">{formatCount(value)}</p>
      {note && <p className="mt-1 text-xs text-muted">{note}</p>}
    </Card>
  );
}

/** /admin/dashboard: real counts from GET /api/v1/admin/stats. */
export function AdminDashboard() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label="Loading"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <QueryError
        title="The counts could not be loaded"
        error={stats.error}
        onRetry={() => stats.refetch()}
      />
    );
  }
  const s = stats.data;
  const statuses = Object.entries(s.listings.byStatus).sort((a, b) => b[1] - a[1]);
  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-people" className="space-y-3">
        <h2 id="admin-people" className="text-lg font-semibold text-ink">
          People
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            label="Accounts"
            value={s.users.total}
            note={`${formatCount(s.users.newLast7Days)} new in the last 7 days`}
          />
          <Stat label="Franchise seekers" value={s.profiles.seekers} />
          <Stat label="Franchisors" value={s.profiles.franchisors} />
          <Stat label="Admins" value={s.admins} />
        </div>
      </section>
      <section aria-labelledby="admin-listings" className="space-y-3">
        <h2 id="admin-listings" className="text-lg font-semibold text-ink">
          Franchise listings
        </h2>
        <Card className="overflow-hidden">
          <table className="w-full text-sm">
            <caption className="sr-only">Franchise listings by status</caption>
            <thead className="bg-slate-50 text-left text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Listings
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {statuses.map(([status, n]) => (
                <tr key={status}>
                  <td className="px-4 py-2 text-ink">
                    {LISTING_STATUS_LABELS[status as OpportunityStatus] ?? status}
                  </td>
                  <td className="px-4 py-2 text-right font-semibold text-ink tabular-nums">
                    {formatCount(n)}
                  </td>
                </tr>
              ))}
              <tr className="bg-slate-50">
                <th scope="row" className="px-4 py-2 text-left font-semibold text-ink">
                  Total
                </th>
                <td className="px-4 py-2 text-right font-bold text-ink tabular-nums">
                  {formatCount(s.listings.total)}
                </td>
              </tr>
            </tbody>
          </table>
        </Card>
      </section>
      <section aria-labelledby="admin-activity" className="space-y-3">
        <h2 id="admin-activity" className="text-lg font-semibold text-ink">
          Last 7 days
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat label="Page views" value={s.pageViews.last7Days} />
          <Stat label="Visitors" value={s.pageViews.visitorsLast7Days} note="Distinct browsers" />
          <Stat
            label="Contact messages"
            value={s.contactMessages.last7Days}
            note={`${formatCount(s.contactMessages.total)} in total`}
          />
        </div>
      </section>
    </div>
  );
}
