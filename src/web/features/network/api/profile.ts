import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkProfileInputValue } from '../../../../shared/schemas/network.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { networkKeys } from './keys.ts';

/** My network profile (null before I first opt in). */
export const useNetworkProfile = (enabled: boolean) =>
  useQuery({
    queryKey: networkKeys.profile(),
    queryFn: () => unwrap(api.v1.network.profile.$get()),
    enabled,
  });

/** Saves what my profile shows, opting in or out; every list may change with it. */
export function useSaveNetworkProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NetworkProfileInputValue) => unwrap(api.v1.network.profile.$put({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(networkKeys.profile(), saved);
      return queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === networkKeys.all[0] && q.queryKey[1] !== 'profile',
      });
    },
  });
}
