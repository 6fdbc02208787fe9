import { Navigate, useSearchParams } from 'react-router';
import { DashboardPage } from '../../features/franchisor/components/dashboard-page.tsx';

export function Component() {
  const [params] = useSearchParams();
  const thread = params.get('thread');
  // Bell items and e-mails sent before the one inbox pointed a company at `/dashboard?thread=…`.
  if (thread) return <Navigate replace to={`/messages?thread=${encodeURIComponent(thread)}`} />;
  return <DashboardPage />;
}
