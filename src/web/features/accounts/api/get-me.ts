import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../shared/schemas/accounts.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const ME_KEY = ['me'] as const;

export function getMe() {
  return apiFetch<Me>('/api/v1/me');
}

/** Who is signed in. Kept fresh for a minute; sign-in, sign-out and profile edits refresh it. */
export const meQueryOptions = () => queryOptions({ queryKey: ME_KEY, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}
