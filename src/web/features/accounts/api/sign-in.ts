import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** E-mail and password; the answer may ask for a two-factor code next. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      authCall(AUTH_ENDPOINTS.signIn, { ...input, rememberMe: true }),
    retry: false,
    onSuccess: async (result) => {
      if (!('twoFactorRedirect' in result))
        await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
