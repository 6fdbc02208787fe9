import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';
import { ME_KEY } from './get-me.ts';

/** Step 1: the password; answers the authenticator secret (as an otpauth URI) and recovery codes. */
export function enableTwoFactor(password: string) {
  return authFetch<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password });
}

/** Step 2: a code from the authenticator app turns two-factor on. */
export function confirmTwoFactor(code: string) {
  return authFetch<{ token: string }>('/two-factor/verify-totp', { code });
}

export function disableTwoFactor(password: string) {
  return authFetch<{ status: boolean }>('/two-factor/disable', { password });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true }),
  });
}
