import { AdminAuditLog } from '../../features/admin/components/admin-audit-log.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <AdminAuditLog />;
}
