import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAuthBodyInput } from '../../../../shared/schemas/accounts.ts';
import { ApiError, api, unwrap } from '../../../lib/api-client.ts';
import { viewerKeys } from '../../../lib/viewer.ts';

/** POST /api/v1/admin/auth (spec §6): a refusal answers `success: false` with the message. */
export function useAdminAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminAuthBodyInput) => {
      const reply = await unwrap(api.v1.admin.auth.$post({ json: body }));
      if (!reply.success) throw new ApiError(200, 'forbidden', reply.message ?? 'The request failed.');
      return reply;
    },
    onSuccess: (_reply, body) => {
      if (body.action === 'acceptInvite')
        return queryClient.invalidateQueries({ queryKey: viewerKeys.me(), exact: true });
    },
  });
}
