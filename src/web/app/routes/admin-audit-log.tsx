import { AdminAuditLog } from '../../features/admin/components/admin-audit-log.tsx';
import { RequireAdminPermission } from '../../features/admin/components/require-permission.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return (
    <RequireAdminPermission permission="audit:read">
      <AdminAuditLog />
    </RequireAdminPermission>
  );
}
