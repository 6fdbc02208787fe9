import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/**
 * The code, with the password chosen when joining (a code alone activates nothing). A correct
 * code verifies the e-mail and signs the user in.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; otp: string; password: string }) =>
      authCall(AUTH_ENDPOINTS.verifyEmail, input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
