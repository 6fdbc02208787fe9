import { RestoreEmail } from '../../features/accounts/components/restore-email.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <RestoreEmail />;
}
