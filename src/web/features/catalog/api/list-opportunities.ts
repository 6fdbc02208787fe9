import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { apiQuery, type ListState, type OpportunityListRequest } from '../lib/list-params.ts';
import { catalogKeys } from './keys.ts';

export const opportunitiesQueryOptions = (query: OpportunityListRequest) =>
  queryOptions({
    queryKey: catalogKeys.list(query),
    queryFn: () => unwrap(api.v1.opportunities.$get({ query })),
  });

export function useOpportunities(country: MarketCode, state: ListState) {
  return useQuery({
    ...opportunitiesQueryOptions(apiQuery(country, state)),
    placeholderData: keepPreviousData,
  });
}
