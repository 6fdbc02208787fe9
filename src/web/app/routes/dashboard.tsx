import { DashboardPage } from '../../features/franchisor/components/dashboard-page.tsx';

export function Component() {
  return <DashboardPage />;
}
