import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { type AdminJobsFilter, adminKeys } from './keys.ts';

export type { AdminJobsFilter };

/** Refreshed every 10 s while the page is open: runs start and end by themselves. */
export const adminJobsQueryOptions = (filter: AdminJobsFilter) =>
  queryOptions({
    queryKey: adminKeys.jobsFiltered(filter),
    queryFn: () =>
      unwrap(
        api.v1.admin.jobs.$get({
          query: {
            ...(filter.job ? { job: filter.job } : {}),
            ...(filter.state ? { state: filter.state } : {}),
          },
        }),
      ),
    refetchInterval: 10_000,
    placeholderData: (previous) => previous,
  });

export function useAdminJobs(filter: AdminJobsFilter) {
  return useQuery(adminJobsQueryOptions(filter));
}
