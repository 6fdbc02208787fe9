import { KreditApplicationsPage } from '../../features/kredit/components/applications-page.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <KreditApplicationsPage />;
}
