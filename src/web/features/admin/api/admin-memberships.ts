import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordPaymentBodyT } from '../../../../shared/schemas/membership.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

const adminMembershipKeys = { desk: () => ['admin', 'memberships'] as const };

export const adminMembershipsQueryOptions = () =>
  queryOptions({
    queryKey: adminMembershipKeys.desk(),
    queryFn: () => unwrap(api.v1.admin.memberships.$get()),
  });

export function useAdminMemberships() {
  return useQuery(adminMembershipsQueryOptions());
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string } & RecordPaymentBodyT) =>
      unwrap(api.v1.admin.invoices[':id']['mark-paid'].$post({ param: { id }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembershipKeys.desk() }),
    retry: false,
  });
}

export function useVerifyCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1.admin.franchisors[':id'].verify.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembershipKeys.desk() }),
    retry: false,
  });
}

export function useRefuseDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.v1.admin['company-documents'][':id'].refuse.$post({ param: { id }, json: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMembershipKeys.desk() }),
    retry: false,
  });
}
