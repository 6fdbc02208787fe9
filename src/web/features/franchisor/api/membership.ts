import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyDocumentKind, PlanId } from '../../../../shared/membership-plans.ts';
import type { CompanyRegistration } from '../../../../shared/schemas/membership.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { viewerKeys } from '../../../lib/viewer.ts';
import { franchisorKeys } from './get-dashboard.ts';

export const membershipKeys = {
  overview: () => [...franchisorKeys.all, 'membership'] as const,
  joinStats: (market: string) => ['join-stats', market] as const,
};

export const membershipQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.overview(),
    queryFn: () => unwrap(api.v1.franchisor.membership.$get()),
  });

/** The company's membership, invoices and documents. `poll` refetches while a payment is awaited. */
export function useMembership(options: { enabled?: boolean; poll?: boolean } = {}) {
  return useQuery({
    ...membershipQueryOptions(),
    enabled: options.enabled ?? true,
    refetchInterval: (q) => (options.poll && q.state.data?.pending ? 3000 : false),
  });
}

export const joinStatsQueryOptions = (market: 'US' | 'IN' | 'GB' | null) =>
  queryOptions({
    queryKey: membershipKeys.joinStats(market ?? 'all'),
    queryFn: () => unwrap(api.v1.join.stats.$get({ query: market ? { market } : {} })),
    staleTime: 5 * 60_000,
  });

export function useJoinStats(market: 'US' | 'IN' | 'GB' | null) {
  return useQuery(joinStatsQueryOptions(market));
}

export function useRegisterCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyRegistration) => unwrap(api.v1.franchisor.company.$put({ json: input })),
    onSuccess: async (overview) => {
      queryClient.setQueryData(membershipKeys.overview(), overview);
      // A seeker who registers a company is a franchisor now: the header and menus follow.
      await queryClient.invalidateQueries({ queryKey: viewerKeys.me(), exact: true });
    },
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: CompanyDocumentKind; file: File }) =>
      unwrap(api.v1.franchisor.documents.$post({ form: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.overview() }),
    retry: false,
  });
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: PlanId) => unwrap(api.v1.franchisor.membership.checkout.$post({ json: { planId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.overview() }),
    retry: false,
  });
}
