import { useMutation } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';

export function resendCode(email: string) {
  return authFetch<{ success: boolean }>('/email-otp/send-verification-otp', {
    email,
    type: 'email-verification',
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode, retry: false });
}
