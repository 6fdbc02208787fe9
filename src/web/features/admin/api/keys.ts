import type { JobRunState } from '../../../../shared/jobs.ts';
import type { MarketCode } from '../../../../shared/markets.ts';

export interface AdminJobsFilter {
  job?: string;
  state?: JobRunState;
}

/** The admin catalogue's search, as its address holds it. */
export interface AdminCatalogFilter {
  q?: string;
  country?: MarketCode;
  status?: 'published' | 'paused';
  page: number;
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
  invites: () => [...adminKeys.all, 'invites'] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  claims: () => [...adminKeys.all, 'claims'] as const,
  catalog: () => [...adminKeys.all, 'catalog'] as const,
  catalogSearch: (filter: AdminCatalogFilter) => [...adminKeys.catalog(), 'search', filter] as const,
  catalogOfferings: (filter: { q?: string; page: number }) =>
    [...adminKeys.catalog(), 'offerings', filter] as const,
  catalogListing: (id: string) => [...adminKeys.catalog(), 'listing', id] as const,
  listingStats: (id: string, days: number) => [...adminKeys.all, 'listing-stats', id, days] as const,
  jobsFiltered: (filter: AdminJobsFilter) => [...adminKeys.jobs(), filter] as const,
};
