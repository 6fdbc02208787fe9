import { AuthPage } from '../../features/accounts/components/auth-page.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('Sign In or Join');
  return <AuthPage variant="seeker" />;
}
