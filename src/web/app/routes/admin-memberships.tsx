import { AdminMemberships } from '../../features/admin/components/admin-memberships.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <AdminMemberships />;
}
