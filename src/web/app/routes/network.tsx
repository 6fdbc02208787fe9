import { NetworkPage } from '../../features/network/components/network-page.tsx';

export function Component() {
  return <NetworkPage />;
}
