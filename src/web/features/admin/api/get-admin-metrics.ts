import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const adminMetricsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminKeys.metrics(days),
    queryFn: () => unwrap(api.v1.admin.metrics.$get({ query: { days: String(days) } })),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAdminMetrics(days: number) {
  return useQuery(adminMetricsQueryOptions(days));
}
