import { MarketListPage } from '../../features/catalog/components/market-list-page.tsx';

export function Component() {
  return <MarketListPage />;
}
