import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAuthReplyT } from '../../../../shared/schemas/accounts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ME_KEY } from '../../accounts/api/get-me.ts';

type AdminAction =
  | { action: 'generateToken'; email: string; adminLevel: 'standard' | 'super' }
  | { action: 'revokeAccess'; email: string }
  | { action: 'acceptInvite'; token: string };

/** POST /api/v1/admin/auth (spec §6): failures answer `success: false` with the message. */
export async function adminAuth(body: AdminAction): Promise<AdminAuthReplyT> {
  const res = await fetch('/api/v1/admin/auth', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json().catch(() => ({}))) as AdminAuthReplyT & { detail?: string };
  if (!res.ok || !reply.success) {
    throw new ApiError(res.status, 'admin_error', reply.message ?? reply.detail ?? 'The request failed.');
  }
  return reply;
}

export function useAdminAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminAuth,
    onSuccess: (_reply, body) => {
      if (body.action === 'acceptInvite')
        return queryClient.invalidateQueries({ queryKey: ME_KEY, exact: true });
    },
  });
}
