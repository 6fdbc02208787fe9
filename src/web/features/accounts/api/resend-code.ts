import { useMutation } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';

export function useResendCode() {
  return useMutation({
    mutationFn: (email: string) =>
      authCall(AUTH_ENDPOINTS.sendVerificationCode, { email, type: 'email-verification' }),
    retry: false,
  });
}
