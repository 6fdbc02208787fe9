import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecisionT } from '../../../../shared/schemas/listings.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const reviewQueueOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'listings'] as const,
    queryFn: () => unwrap(api.v1.admin.listings.$get()),
  });

export const useReviewQueue = () => useQuery(reviewQueueOptions());

export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string } & ReviewDecisionT) =>
      unwrap(api.v1.admin.listings[':id'].decision.$post({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueueOptions().queryKey }),
  });
}
