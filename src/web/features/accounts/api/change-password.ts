import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/auth-client.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** Better Auth's password change; the server always ends the other sessions too. */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return authFetch<{ token: string | null }>('/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
