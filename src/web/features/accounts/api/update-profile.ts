import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../../shared/schemas/accounts.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { ME_KEY } from './get-me.ts';
import { PROFILE_KEY } from './get-profile.ts';

export function updateProfile(changes: ProfileUpdate) {
  return apiFetch<Profile>('/api/v1/me/profile', { method: 'PATCH', json: changes });
}

/** Spec §4: on success the cached profile is refreshed (and the viewer built from it). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true });
    },
  });
}
