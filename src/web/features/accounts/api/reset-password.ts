import { useMutation } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';

export function requestPasswordReset(email: string) {
  return authFetch<{ success: boolean }>('/email-otp/request-password-reset', { email });
}

export function resetPassword(input: { email: string; otp: string; password: string }) {
  return authFetch<{ success: boolean }>('/email-otp/reset-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, retry: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}
