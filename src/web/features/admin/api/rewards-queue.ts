import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PayoutPaidInput, SpendDecisionInput } from '../../../../shared/schemas/rewards.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const rewardsQueueOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'rewards'] as const,
    queryFn: () => unwrap(api.v1.admin.rewards.$get()),
  });
export const useRewardsQueue = () => useQuery(rewardsQueueOptions());

/** A payout's account in full: read only when the admin asks (each read is audited). */
export const payoutDetailsOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'rewards', 'payout', id] as const,
    queryFn: () => unwrap(api.v1.admin.rewards.payouts[':id'].$get({ param: { id } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const usePayoutDetails = (id: string, enabled: boolean) =>
  useQuery({ ...payoutDetailsOptions(id), enabled });

function useRewardsMutation<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsQueueOptions().queryKey }),
  });
}

export const useDecideSpend = () =>
  useRewardsMutation(({ id, ...json }: { id: string } & z.input<typeof SpendDecisionInput>) =>
    unwrap(api.v1.admin.rewards.spends[':id'].decision.$post({ param: { id }, json })),
  );

export const useMarkPayoutPaid = () =>
  useRewardsMutation(({ id, ...json }: { id: string } & z.input<typeof PayoutPaidInput>) =>
    unwrap(api.v1.admin.rewards.payouts[':id'].paid.$post({ param: { id }, json })),
  );
