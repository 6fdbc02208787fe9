import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('Admin Dashboard');
  return <AdminDashboard />;
}
