import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferingKind } from '../../../../shared/enums.ts';
import type { OfferingPageValue } from '../../../../shared/schemas/offerings.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type OfferingSort = 'rating' | 'cashback' | 'price';

export interface OfferingListParams {
  kind: OfferingKind;
  category?: string;
  sort: OfferingSort;
}

export function listOfferings({ kind, category, sort }: OfferingListParams) {
  const q = new URLSearchParams({ kind, sort, limit: '100' });
  if (category) q.set('category', category);
  return apiFetch<OfferingPageValue>(`/api/v1/offerings?${q}`);
}

export const offeringsQueryOptions = (params: OfferingListParams) =>
  queryOptions({
    queryKey: ['offerings', 'list', params],
    queryFn: () => listOfferings(params),
    placeholderData: keepPreviousData,
  });

export function useOfferings(params: OfferingListParams) {
  return useQuery(offeringsQueryOptions(params));
}
