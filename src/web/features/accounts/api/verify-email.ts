import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';
import { ME_KEY } from './get-me.ts';

/** The code, with the password chosen when joining (a code alone activates nothing). */
export function verifyEmail(input: { email: string; otp: string; password: string }) {
  return authFetch<{ status: boolean }>('/email-otp/verify-email', input);
}

/** A correct code verifies the e-mail and signs the user in. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
  });
}
