import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/** The listing company's public reply to a review; `null` takes it back. */
export function useReplyToReview(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: string | null }) =>
      unwrap(
        body === null
          ? api.v1.reviews[':id'].reply.$delete({ param: { id: reviewId } })
          : api.v1.reviews[':id'].reply.$put({ param: { id: reviewId }, json: { body } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.listing(listingId) }),
  });
}
