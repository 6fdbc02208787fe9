import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** A franchisor's own data. */
export const franchisorKeys = {
  all: ['franchisor'] as const,
  dashboard: () => [...franchisorKeys.all, 'dashboard'] as const,
};

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: franchisorKeys.dashboard(),
    queryFn: () => unwrap(api.v1.franchisor.dashboard.$get()),
  });

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
