import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetailT } from '../../../../shared/schemas/admin.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export interface AdminUserFilter {
  q?: string;
  status?: 'active' | 'suspended';
}

/** GET /api/v1/admin/users, page after page (keyset cursor). */
export function useAdminUsers(filter: AdminUserFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.userList(filter),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.v1.admin.users.$get({
          query: {
            ...(filter.q ? { q: filter.q } : {}),
            ...(filter.status ? { status: filter.status } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: () => unwrap(api.v1.admin.users[':id'].$get({ param: { id } })),
  });
}

export type UserChange =
  | { kind: 'suspend'; reason: string }
  | { kind: 'restore'; reason?: string }
  | { kind: 'role'; role: 'user' | 'franchisor'; reason?: string };

/** Suspend, restore or change the role of one account; the answer is the account after the change. */
export function useChangeAdminUser(id: string) {
  const queryClient = useQueryClient();
  const user = api.v1.admin.users[':id'];
  return useMutation({
    mutationFn: (change: UserChange): Promise<AdminUserDetailT> =>
      change.kind === 'suspend'
        ? unwrap(user.suspend.$post({ param: { id }, json: { reason: change.reason } }))
        : change.kind === 'restore'
          ? unwrap(user.restore.$post({ param: { id }, json: { reason: change.reason } }))
          : unwrap(user.role.$put({ param: { id }, json: { role: change.role, reason: change.reason } })),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(id), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
