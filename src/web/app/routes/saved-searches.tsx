import { SavedSearchesPage } from '../../features/saved-searches/components/saved-searches-page.tsx';

export function Component() {
  return <SavedSearchesPage />;
}
