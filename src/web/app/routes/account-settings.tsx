import { RequireUser } from '../../features/accounts/components/require-user.tsx';
import { SettingsPage } from '../../features/accounts/components/settings-page.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return (
    <RequireUser>
      <SettingsPage />
    </RequireUser>
  );
}
