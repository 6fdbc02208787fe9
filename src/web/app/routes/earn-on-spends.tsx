import { EarnOnSpendsPage } from '../../features/rewards/components/earn-on-spends-page.tsx';

export function Component() {
  return <EarnOnSpendsPage />;
}
