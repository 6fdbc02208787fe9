import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';
import { ME_KEY } from './get-me.ts';

export function verifyEmail(input: { email: string; otp: string }) {
  return authFetch<{ status: boolean; token: string | null }>('/email-otp/verify-email', input);
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
