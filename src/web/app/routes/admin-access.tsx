import { Navigate } from 'react-router';
import { AdminAccess } from '../../features/admin/components/admin-access.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';

export function Component() {
  usePageTitle();
  const viewer = useViewer();
  // Only super admins invite and revoke (the API enforces it as well).
  if (viewer.adminLevel !== 'super') return <Navigate to="/admin/dashboard" replace />;
  return <AdminAccess />;
}
