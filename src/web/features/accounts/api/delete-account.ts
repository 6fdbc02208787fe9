import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Deletes the account; everything cached for it is forgotten. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; confirmEmail: string }) =>
      unwrap(api.v1.me.delete.$post({ json: input })),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(accountKeys.me(), { user: null });
    },
  });
}
