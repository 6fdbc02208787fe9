import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfoT } from '../../../../shared/schemas/accounts.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const SESSIONS_KEY = ['me', 'sessions'] as const;

export function getSessions() {
  return apiFetch<{ sessions: SessionInfoT[] }>('/api/v1/me/sessions');
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_KEY, queryFn: getSessions, staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
