import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { engagementKeys } from './keys.ts';

/** The compare list stored with the account (GET /api/v1/compare). */
export const accountCompareQueryOptions = () =>
  queryOptions({
    queryKey: engagementKeys.compare(),
    queryFn: () => unwrap(api.v1.compare.$get()),
  });

/** Replaces the account's list; the cache then holds what the server kept. */
export function useSaveAccountCompare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => unwrap(api.v1.compare.$put({ json: { ids } })),
    onSuccess: (stored) => queryClient.setQueryData(engagementKeys.compare(), stored),
    onError: (err) => console.warn('compare list not saved to the account', err),
  });
}
