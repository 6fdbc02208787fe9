import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RewardCurrency } from '../../../../shared/rewards.ts';
import type { PayoutInput } from '../../../../shared/schemas/rewards.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export const rewardKeys = {
  all: ['rewards'] as const,
  overview: () => [...rewardKeys.all, 'overview'] as const,
  spends: () => [...rewardKeys.all, 'spends'] as const,
};

export const rewardsQueryOptions = () =>
  queryOptions({ queryKey: rewardKeys.overview(), queryFn: () => unwrap(api.v1.rewards.$get()) });
export const useRewards = () => useQuery(rewardsQueryOptions());

export const spendsQueryOptions = () =>
  queryOptions({ queryKey: rewardKeys.spends(), queryFn: () => unwrap(api.v1.rewards.spends.$get()) });
export const useSpends = () => useQuery(spendsQueryOptions());

export interface SpendInput {
  offeringId: string;
  amount: string;
  currency: RewardCurrency;
  purchasedOn: string;
  vendorReference: string;
  file: File;
}

export function useRecordSpend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SpendInput) => unwrap(api.v1.rewards.spends.$post({ form })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: z.input<typeof PayoutInput>) => unwrap(api.v1.rewards.payouts.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
