import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const rewardsQueueOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'rewards'] as const,
    queryFn: () => unwrap(api.v1.admin.rewards.$get()),
  });
export const useRewardsQueue = () => useQuery(rewardsQueueOptions());

function useRewardsMutation<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsQueueOptions().queryKey }),
  });
}

export const useDecideSpend = () =>
  useRewardsMutation(({ id, ...json }: { id: string; decision: 'confirm' | 'reject'; note: string }) =>
    unwrap(api.v1.admin.rewards.spends[':id'].decision.$post({ param: { id }, json })),
  );

export const useMarkPayoutPaid = () =>
  useRewardsMutation((id: string) =>
    unwrap(api.v1.admin.rewards.payouts[':id'].paid.$post({ param: { id } })),
  );
