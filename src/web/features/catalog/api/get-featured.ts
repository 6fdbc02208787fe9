import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';

export const featuredQueryOptions = (country: MarketCode) =>
  queryOptions({
    queryKey: catalogKeys.featured(country),
    queryFn: () => unwrap(api.v1.opportunities.featured.$get({ query: { country } })),
  });

export function useFeatured(country: MarketCode) {
  return useQuery(featuredQueryOptions(country));
}
