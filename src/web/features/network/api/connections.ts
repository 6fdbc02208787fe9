import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionAction, ConnectionRequestInputValue } from '../../../../shared/schemas/network.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { conversationKeys } from '../../conversations/api/keys.ts';
import { networkKeys } from './keys.ts';

/** My connections, requests to me, my pending requests and the people I blocked. */
export const useConnections = (enabled: boolean) =>
  useQuery({
    queryKey: networkKeys.connections(),
    queryFn: () => unwrap(api.v1.network.connections.$get()),
    enabled,
  });

/** A request or an answer changes the lists and the states shown on search results. */
function useRefreshNetwork() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: networkKeys.connections() }),
      queryClient.invalidateQueries({ queryKey: networkKeys.searches() }),
      queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
    ]);
}

export function useRequestConnection() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: (input: ConnectionRequestInputValue) =>
      unwrap(api.v1.network.connections.$post({ json: input })),
    onSuccess: refresh,
  });
}

export function useConnectionAction() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ConnectionAction }) =>
      unwrap(api.v1.network.connections[':id'].actions.$post({ param: { id }, json: { action } })),
    onSuccess: refresh,
  });
}
