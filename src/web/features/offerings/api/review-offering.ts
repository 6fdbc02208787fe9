import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { offeringKeys } from './keys.ts';

/** A review by a member whose company's purchase was confirmed; answers the offering with it. */
export function useReviewOffering(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { rating: number; body: string }) =>
      unwrap(api.v1.offerings[':id'].reviews.$post({ param: { id }, json })),
    onSuccess: (detail) => queryClient.setQueryData(offeringKeys.detail(id), detail),
  });
}
