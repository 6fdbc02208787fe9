import { AdminRewards } from '../../features/admin/components/admin-rewards.tsx';

export function Component() {
  return <AdminRewards />;
}
