import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';
import { ME_KEY } from './get-me.ts';

export function signOut() {
  return authFetch<{ success: boolean }>('/sign-out', {});
}

/** Ends the session and forgets everything cached for the signed-in user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      queryClient.setQueryData(ME_KEY, { user: null });
      queryClient.removeQueries({ queryKey: ['me', 'profile'] });
    },
  });
}
