import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OFFERING_PAGE } from '../../../../shared/limits.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { type OfferingListParams, type OfferingSort, offeringKeys } from './keys.ts';

export type { OfferingListParams, OfferingSort };

export const offeringsQueryOptions = (params: OfferingListParams) =>
  queryOptions({
    queryKey: offeringKeys.list(params),
    queryFn: () =>
      unwrap(
        api.v1.offerings.$get({
          query: {
            kind: params.kind,
            sort: params.sort,
            limit: String(OFFERING_PAGE.listPage),
            ...(params.category ? { category: params.category } : {}),
            ...(params.search ? { search: params.search } : {}),
            ...(params.pricing ? { pricing: params.pricing } : {}),
            ...(params.minCashback ? { minCashback: String(params.minCashback) } : {}),
            ...(params.minRating ? { minRating: String(params.minRating) } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useOfferings(params: OfferingListParams) {
  return useQuery(offeringsQueryOptions(params));
}
