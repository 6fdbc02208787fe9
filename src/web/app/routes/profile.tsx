import { ProfilePage } from '../../features/accounts/components/profile-page.tsx';
import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return (
    <RequireUser>
      <ProfilePage />
    </RequireUser>
  );
}
