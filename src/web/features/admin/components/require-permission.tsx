import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminPermission } from '../../../../shared/schemas/admin.ts';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { useAdminSelf } from '../api/get-admin-self.ts';

/** A section for admins holding `permission`; others are told why and sent back to the dashboard. */
export function RequireAdminPermission({
  permission,
  children,
}: {
  permission: AdminPermission;
  children: ReactNode;
}) {
  const self = useAdminSelf();
  if (self.isPending) return <Skeleton className="h-40" role="status" aria-label="Loading" />;
  if (self.data?.permissions.has(permission)) return children;
  return (
    <Card className="space-y-2 p-6">
      <h2 className="text-lg font-semibold text-ink">Not available to your admin account</h2>
      <p className="text-sm text-muted">
        This section needs the <code>{permission}</code> permission. A super admin can grant it.
      </p>
      <Link to="/admin/dashboard" className="text-sm font-semibold text-brand-700 hover:underline">
        Back to the dashboard
      </Link>
    </Card>
  );
}
