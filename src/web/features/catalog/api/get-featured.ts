import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import type { OpportunityCard } from '../../../../shared/schemas/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function getFeatured(country: MarketCode) {
  return apiFetch<{ items: OpportunityCard[] }>(`/api/v1/opportunities/featured?country=${country}`);
}

export const featuredQueryOptions = (country: MarketCode) =>
  queryOptions({ queryKey: ['opportunities', 'featured', country], queryFn: () => getFeatured(country) });

export function useFeatured(country: MarketCode) {
  return useQuery(featuredQueryOptions(country));
}
