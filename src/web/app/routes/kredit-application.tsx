import { KreditApplicationPage } from '../../features/kredit/components/application-page.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <KreditApplicationPage />;
}
