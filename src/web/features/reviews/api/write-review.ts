import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInputValue } from '../../../../shared/schemas/reviews.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/** Writes or rewrites the viewer's review; the listing's pages and stars are read again. */
export function useWriteReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ReviewInputValue) =>
      unwrap(api.v1.opportunities[':id'].reviews.mine.$put({ param: { id: listingId }, json })),
    onSuccess: (state) => queryClient.setQueryData(reviewKeys.mine(listingId), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.listing(listingId) }),
  });
}
