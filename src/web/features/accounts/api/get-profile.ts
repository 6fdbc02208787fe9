import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Spec §7/§9: the profile read is retried 3 times, waiting min(1000·2^n, 30000) ms. */
export const profileRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: () => unwrap(api.v1.me.profile.$get()),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 401) && failureCount < 3,
    retryDelay: profileRetryDelay,
  });

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
