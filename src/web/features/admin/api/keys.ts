import type { JobRunState } from '../../../../shared/jobs.ts';

export interface AdminJobsFilter {
  job?: string;
  state?: JobRunState;
}

/** The admin area's data. */
export const adminKeys = {
  all: ['admin'] as const,
  self: () => [...adminKeys.all, 'self'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  metrics: (days: number) => [...adminKeys.all, 'metrics', days] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filter: { q?: string; status?: string }) => [...adminKeys.users(), 'list', filter] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditFiltered: (filter: Record<string, string>) => [...adminKeys.audit(), filter] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  jobsFiltered: (filter: AdminJobsFilter) => [...adminKeys.jobs(), filter] as const,
};
