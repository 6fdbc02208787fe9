import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/accounts.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export const PROFILE_KEY = ['me', 'profile'] as const;

export function getProfile() {
  return apiFetch<Profile>('/api/v1/me/profile');
}

/** Spec §7/§9: the profile read is retried 3 times, waiting min(1000·2^n, 30000) ms. */
export const profileRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: getProfile,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 401) && failureCount < 3,
    retryDelay: profileRetryDelay,
  });

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
