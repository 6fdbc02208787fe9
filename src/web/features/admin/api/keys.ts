import type { AdminJobsFilter } from './get-admin-jobs.ts';

/** The admin area's data. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  jobsFiltered: (filter: AdminJobsFilter) => [...adminKeys.jobs(), filter] as const,
};
