import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/** The viewer's own review of a listing, whether they may write one, whether they may reply. */
export function useMyReview(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.mine(listingId),
    queryFn: () => unwrap(api.v1.opportunities[':id'].reviews.mine.$get({ param: { id: listingId } })),
    enabled,
  });
}
