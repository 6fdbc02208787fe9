import { useMutation } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => authCall(AUTH_ENDPOINTS.requestPasswordReset, { email }),
    retry: false,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { email: string; otp: string; password: string }) =>
      authCall(AUTH_ENDPOINTS.resetPassword, input),
    retry: false,
  });
}
