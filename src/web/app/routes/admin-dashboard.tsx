import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx';
import { AdminMetrics } from '../../features/admin/components/admin-metrics.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return (
    <div className="space-y-10">
      <AdminMetrics />
      <AdminDashboard />
    </div>
  );
}
