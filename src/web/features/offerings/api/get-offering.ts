import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferingDetail } from '../../../../shared/schemas/offerings.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export function getOffering(id: string) {
  return apiFetch<OfferingDetail>(`/api/v1/offerings/${encodeURIComponent(id)}`);
}

export const offeringQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['offerings', 'detail', id],
    queryFn: () => getOffering(id),
    // An unknown offering stays unknown: no retries on 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useOffering(id: string) {
  return useQuery(offeringQueryOptions(id));
}
