import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: () => unwrap(api.v1.admin.stats.$get()),
    staleTime: 30_000,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
