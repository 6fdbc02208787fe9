import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobRunState } from '../../../../shared/jobs.ts';
import type { JobsOverviewT } from '../../../../shared/schemas/jobs.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface AdminJobsFilter {
  job?: string;
  state?: JobRunState;
}

export function getAdminJobs(filter: AdminJobsFilter) {
  const params = new URLSearchParams();
  if (filter.job) params.set('job', filter.job);
  if (filter.state) params.set('state', filter.state);
  const query = params.toString();
  return apiFetch<JobsOverviewT>(`/api/v1/admin/jobs${query ? `?${query}` : ''}`);
}

export const ADMIN_JOBS_KEY = ['admin', 'jobs'] as const;

/** Refreshed every 10 s while the page is open: runs start and end by themselves. */
export const adminJobsQueryOptions = (filter: AdminJobsFilter) =>
  queryOptions({
    queryKey: [...ADMIN_JOBS_KEY, filter],
    queryFn: () => getAdminJobs(filter),
    refetchInterval: 10_000,
    placeholderData: (previous) => previous,
  });

export function useAdminJobs(filter: AdminJobsFilter) {
  return useQuery(adminJobsQueryOptions(filter));
}
