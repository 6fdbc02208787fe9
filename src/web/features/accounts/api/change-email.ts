import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { authFetch } from '../../../lib/auth-client.ts';
import { ME_KEY } from './get-me.ts';
import { PROFILE_KEY } from './get-profile.ts';

/** Step 1: the password again; a 6-digit code goes to the new address. */
export function requestEmailChange(input: { newEmail: string; password: string }) {
  return apiFetch<{ success: true; message: string }>('/api/v1/me/email-change', {
    method: 'POST',
    json: input,
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** Step 2: the code from the new address switches the account's e-mail. */
export function confirmEmailChange(input: { newEmail: string; otp: string }) {
  return authFetch<{ success: boolean }>('/email-otp/change-email', input);
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
