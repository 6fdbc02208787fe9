import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsT } from '../../../../shared/schemas/accounts.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function getAdminStats() {
  return apiFetch<AdminStatsT>('/api/v1/admin/stats');
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: getAdminStats, staleTime: 30_000 });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
