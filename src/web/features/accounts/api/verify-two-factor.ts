import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';
import { ME_KEY } from './get-me.ts';

/** The second step of a sign-in with two-factor on: an authenticator code or a recovery code. */
export function verifyTwoFactor(input: { code: string; kind: 'totp' | 'backup' }) {
  return authFetch<{ token: string }>(
    input.kind === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code',
    { code: input.code.replace(/\s+/g, '') },
  );
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
  });
}
