import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Upload (a File) or remove (null) the profile picture; the header avatar follows. */
export function useAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? unwrap(api.v1.me.avatar.$post({ form: { file } })) : unwrap(api.v1.me.avatar.$delete()),
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      await queryClient.invalidateQueries({ queryKey: accountKeys.me(), exact: true });
    },
  });
}
