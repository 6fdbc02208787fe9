import { joinStatsQueryOptions } from '../../features/franchisor/api/membership.ts';
import { JoinPage } from '../../features/franchisor/components/join-page.tsx';
import type { RouteHandle } from '../route-handle.ts';

export const handle: RouteHandle = {
  serverRendered: true,
  prefetch: (queryClient) => queryClient.prefetchQuery(joinStatsQueryOptions('US')),
};

export function Component() {
  return <JoinPage market="us" />;
}
