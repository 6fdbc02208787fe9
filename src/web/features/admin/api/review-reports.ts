import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const reviewReportKeys = { open: [...adminKeys.all, 'review-reports'] as const };

/** Franchise reviews members reported, oldest report first. */
export const useReviewReports = () =>
  useQuery({
    queryKey: reviewReportKeys.open,
    queryFn: () => unwrap(api.v1.admin['review-reports'].$get()),
  });

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: 'hide' | 'restore' | 'dismiss'; reason?: string }) =>
      unwrap(
        api.v1.admin.reviews[':id'].moderation.$post({
          param: { id: input.id },
          json: { action: input.action, reason: input.reason },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewReportKeys.open }),
    retry: false,
  });
}
