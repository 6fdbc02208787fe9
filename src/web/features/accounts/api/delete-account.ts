import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from './get-me.ts';

export function deleteAccount(input: { password: string; confirmEmail: string }) {
  return apiFetch<{ deleted: true }>('/api/v1/me/delete', { method: 'POST', json: input });
}

/** Deletes the account; everything cached for it is forgotten. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, { user: null });
    },
  });
}
