import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

export function useDeleteReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.v1.opportunities[':id'].reviews.mine.$delete({ param: { id: listingId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.listing(listingId) }),
  });
}
