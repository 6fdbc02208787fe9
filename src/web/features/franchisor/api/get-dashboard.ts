import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FranchisorDashboard } from '../../../../shared/schemas/franchisor.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function getDashboard() {
  return apiFetch<FranchisorDashboard>('/api/v1/franchisor/dashboard');
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['franchisor', 'dashboard'], queryFn: getDashboard });

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
