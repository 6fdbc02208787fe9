import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { authCall } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Step 1: the password; answers the authenticator secret (as an otpauth URI) and recovery codes. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => authCall(AUTH_ENDPOINTS.enableTwoFactor, { password }),
  });
}

/** Step 2: a code from the authenticator app turns two-factor on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => authCall(AUTH_ENDPOINTS.verifyTotp, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me(), exact: true }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => authCall(AUTH_ENDPOINTS.disableTwoFactor, { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me(), exact: true }),
  });
}
