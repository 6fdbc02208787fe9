import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { AcceptInvite } from '../../features/admin/components/accept-invite.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return (
    <RequireUser>
      <AcceptInvite />
    </RequireUser>
  );
}
