import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/** One page of a listing's visible reviews, with the count per star. */
export function useReviews(listingId: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.page(listingId, page),
    queryFn: () =>
      unwrap(
        api.v1.opportunities[':id'].reviews.$get({ param: { id: listingId }, query: { page: String(page) } }),
      ),
    placeholderData: keepPreviousData,
  });
}
