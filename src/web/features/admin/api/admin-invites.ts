import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/v1/admin/invites: invitations not yet accepted, revoked or expired. */
export function useAdminInvites() {
  return useQuery({
    queryKey: adminKeys.invites(),
    queryFn: () => unwrap(api.v1.admin.invites.$get()),
  });
}

/** POST /api/v1/admin/invites/{id}/revoke: the link stops working. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1.admin.invites[':id'].revoke.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invites() }),
  });
}

/** POST /api/v1/admin/invites/{id}/restore: undoes a revocation while the link could still be accepted. */
export function useRestoreInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1.admin.invites[':id'].restore.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.invites() }),
  });
}
