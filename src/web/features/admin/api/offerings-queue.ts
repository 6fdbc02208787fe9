import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecisionT } from '../../../../shared/schemas/listings.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Software, AI tools and services waiting for review, shown under the listings queue. */
export const offeringsQueueOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'offerings'] as const,
    queryFn: () => unwrap(api.v1.admin.offerings.$get()),
  });
export const useOfferingsQueue = () => useQuery(offeringsQueueOptions());

export function useDecideOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string } & ReviewDecisionT) =>
      unwrap(api.v1.admin.offerings[':id'].decision.$post({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offeringsQueueOptions().queryKey }),
  });
}
