import { AuthPage } from '../../features/accounts/components/auth-page.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <AuthPage variant="seeker" />;
}
