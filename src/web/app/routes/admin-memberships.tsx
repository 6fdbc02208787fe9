import { AdminClaims } from '../../features/admin/components/admin-claims.tsx';
import { AdminMemberships } from '../../features/admin/components/admin-memberships.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return (
    <div className="space-y-8">
      <AdminMemberships />
      <AdminClaims />
    </div>
  );
}
