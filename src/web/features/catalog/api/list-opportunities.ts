import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import type { OpportunityPageValue } from '../../../../shared/schemas/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiQuery, type ListState } from '../lib/list-params.ts';

export function listOpportunities(query: string) {
  return apiFetch<OpportunityPageValue>(`/api/v1/opportunities?${query}`);
}

export const opportunitiesQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['opportunities', 'list', query], queryFn: () => listOpportunities(query) });

export function useOpportunities(country: MarketCode, state: ListState) {
  return useQuery({
    ...opportunitiesQueryOptions(apiQuery(country, state)),
    placeholderData: keepPreviousData,
  });
}

/** A plain list by raw API query (discover, bookmarks previews). */
export function useOpportunityQuery(query: string, enabled = true) {
  return useQuery({ ...opportunitiesQueryOptions(query), enabled });
}
