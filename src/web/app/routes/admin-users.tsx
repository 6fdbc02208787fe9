import { AdminUsers } from '../../features/admin/components/admin-users.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <AdminUsers />;
}
