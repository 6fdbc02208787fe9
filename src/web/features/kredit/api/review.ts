import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KreditDecisionT } from '../../../../shared/schemas/kredit.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { kreditKeys } from './keys.ts';

export interface QueueFilter {
  status?: 'submitted' | 'under_review' | 'more_info_requested' | 'approved' | 'rejected' | 'disbursed';
  market?: string;
}

/** The review queue; refreshed every 30 s, since the clocks run and applications arrive. */
export const kreditQueueQueryOptions = (filter: QueueFilter) =>
  queryOptions({
    queryKey: kreditKeys.queue(filter),
    queryFn: () => unwrap(api.v1.admin.kredit.applications.$get({ query: filter })),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });

export const useKreditQueue = (filter: QueueFilter) => useQuery(kreditQueueQueryOptions(filter));

export const useKreditReviewItem = (id: string | null) =>
  useQuery({
    queryKey: kreditKeys.review(id ?? ''),
    queryFn: () => unwrap(api.v1.admin.kredit.applications[':id'].$get({ param: { id: id! } })),
    enabled: !!id,
  });

export function useKreditDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: KreditDecisionT) =>
      unwrap(api.v1.admin.kredit.applications[':id'].decision.$post({ param: { id }, json: decision })),
    onSuccess: (item) => {
      queryClient.setQueryData(kreditKeys.review(id), item);
      return queryClient.invalidateQueries({ queryKey: [...kreditKeys.all, 'queue'] });
    },
  });
}
