import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPermission } from '../../../../shared/schemas/admin.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The signed-in admin's level and permissions (spec §6 verify), for showing only what they may use. */
export const adminSelfQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.self(),
    queryFn: async () => {
      const reply = await unwrap(api.v1.admin.auth.$post({ json: { action: 'verify' } }));
      return {
        level: reply.adminLevel ?? null,
        permissions: new Set((reply.permissions ?? []) as AdminPermission[]),
      };
    },
    staleTime: 60_000,
  });

export function useAdminSelf() {
  return useQuery(adminSelfQueryOptions());
}

/** Whether the signed-in admin holds `permission` (false while loading). */
export function useAdminCan(permission: AdminPermission): boolean {
  return useAdminSelf().data?.permissions.has(permission) ?? false;
}
