import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      unwrap(api.v1.reviews[':id'].reports.$post({ param: { id: reviewId }, json: { reason } })),
    retry: false,
  });
}
