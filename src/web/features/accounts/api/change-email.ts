import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_ENDPOINTS } from '../../../../shared/schemas/auth.ts';
import { api, authCall, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Step 1: the password again; a 6-digit code goes to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: { newEmail: string; password: string }) =>
      unwrap(api.v1.me['email-change'].$post({ json: input })),
  });
}

/** Step 2: the code from the new address switches the account's e-mail. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { newEmail: string; otp: string }) =>
      authCall(AUTH_ENDPOINTS.confirmEmailChange, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
