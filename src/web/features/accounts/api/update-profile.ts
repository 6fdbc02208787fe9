import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../../shared/schemas/accounts.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';

/** Spec §4: on success the cached profile is refreshed (and the viewer built from it). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => unwrap(api.v1.me.profile.$patch({ json: changes })),
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      await queryClient.invalidateQueries({ queryKey: accountKeys.me(), exact: true });
    },
  });
}
