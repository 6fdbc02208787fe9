import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Ends the session and forgets everything cached for the signed-in user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authCall(AUTH_ENDPOINTS.signOut, {}),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
      queryClient.setQueryData(accountKeys.me(), { user: null });
      queryClient.removeQueries({ queryKey: accountKeys.profile() });
    },
  });
}
