import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const adminClaimsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.claims(),
    queryFn: () => unwrap(api.v1.admin.claims.$get()),
  });

export function useAdminClaims() {
  return useQuery(adminClaimsQueryOptions());
}

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      unwrap(api.v1.admin.claims[':id'].decision.$post({ param: { id }, json: { decision } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.claims() }),
    retry: false,
  });
}
