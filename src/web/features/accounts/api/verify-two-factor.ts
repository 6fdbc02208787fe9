import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** The second step of a sign-in with two-factor on: an authenticator code or a recovery code. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, kind }: { code: string; kind: 'totp' | 'backup' }) =>
      authCall(kind === 'totp' ? AUTH_ENDPOINTS.verifyTotp : AUTH_ENDPOINTS.verifyBackupCode, {
        code: code.replace(/\s+/g, ''),
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
