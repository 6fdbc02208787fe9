import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/accounts.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from './get-me.ts';
import { PROFILE_KEY } from './get-profile.ts';

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<Profile>('/api/v1/me/avatar', { method: 'POST', body });
}

export function removeAvatar() {
  return apiFetch<Profile>('/api/v1/me/avatar', { method: 'DELETE' });
}

/** Upload (a File) or remove (null) the profile picture; the header avatar follows. */
export function useAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? uploadAvatar(file) : removeAvatar()),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true });
    },
  });
}
