import { AdminUsers } from '../../features/admin/components/admin-users.tsx';
import { RequireAdminPermission } from '../../features/admin/components/require-permission.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return (
    <RequireAdminPermission permission="users:read">
      <AdminUsers />
    </RequireAdminPermission>
  );
}
