import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadAddresses } from '../../../../shared/schemas/membership.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { franchisorKeys } from './get-dashboard.ts';

export const leadAddressKeys = {
  list: () => [...franchisorKeys.all, 'lead-addresses'] as const,
};

export const leadAddressesQueryOptions = () =>
  queryOptions({
    queryKey: leadAddressKeys.list(),
    queryFn: () => unwrap(api.v1.franchisor['lead-addresses'].$get()),
  });

export function useLeadAddresses() {
  return useQuery(leadAddressesQueryOptions());
}

/** Every change answers with the whole list: it replaces the cached one. */
function useLeadAddressChange<T>(call: (input: T) => Promise<LeadAddresses>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => queryClient.setQueryData(leadAddressKeys.list(), list),
    retry: false,
  });
}

export const useAddLeadAddress = () =>
  useLeadAddressChange((email: string) =>
    unwrap(api.v1.franchisor['lead-addresses'].$post({ json: { email } })),
  );

export const useResendLeadCode = () =>
  useLeadAddressChange((id: string) =>
    unwrap(api.v1.franchisor['lead-addresses'][':id'].code.$post({ param: { id } })),
  );

export const useVerifyLeadAddress = () =>
  useLeadAddressChange(({ id, code }: { id: string; code: string }) =>
    unwrap(api.v1.franchisor['lead-addresses'][':id'].verify.$post({ param: { id }, json: { code } })),
  );

export const useRemoveLeadAddress = () =>
  useLeadAddressChange((id: string) =>
    unwrap(api.v1.franchisor['lead-addresses'][':id'].$delete({ param: { id } })),
  );
