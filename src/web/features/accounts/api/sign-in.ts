import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';
import { ME_KEY } from './get-me.ts';

export type SignInResult = { twoFactorRedirect: true } | { user: { id: string } };

export function signInWithPassword(input: { email: string; password: string }) {
  return authFetch<SignInResult>('/sign-in/email', { ...input, rememberMe: true });
}

/** E-mail and password; the answer may ask for a two-factor code next. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPassword,
    retry: false,
    onSuccess: async (result) => {
      if (!('twoFactorRedirect' in result)) await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}
