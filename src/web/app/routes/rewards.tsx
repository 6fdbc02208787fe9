import { RewardsPage } from '../../features/rewards/components/rewards-page.tsx';

export function Component() {
  return <RewardsPage />;
}
