import { DetailPage } from '../../features/catalog/components/detail-page.tsx';

export function Component() {
  return <DetailPage />;
}
