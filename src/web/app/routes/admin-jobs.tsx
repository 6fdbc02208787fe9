import { AdminJobs } from '../../features/admin/components/admin-jobs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <AdminJobs />;
}
