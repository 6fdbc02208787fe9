import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Ends one session (by id) or, without an id, every session but this one. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id
        ? unwrap(api.v1.me.sessions[':id'].$delete({ param: { id } }))
        : unwrap(api.v1.me.sessions['revoke-others'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
