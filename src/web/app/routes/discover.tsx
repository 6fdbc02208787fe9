import { DiscoverPage } from '../../features/catalog/components/discover-page.tsx';

export function Component() {
  return <DiscoverPage />;
}
