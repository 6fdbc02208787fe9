import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

export function revokeSession(id: string) {
  return apiFetch<{ revoked: number }>(`/api/v1/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function revokeOtherSessions() {
  return apiFetch<{ revoked: number }>('/api/v1/me/sessions/revoke-others', { method: 'POST' });
}

/** Ends one session (by id) or, without an id, every session but this one. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id ? revokeSession(id) : revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
