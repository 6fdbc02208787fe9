import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { OpportunityCard, OpportunityDetail } from '../../../../shared/schemas/catalog.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export function getOpportunity(id: string) {
  return apiFetch<OpportunityDetail>(`/api/v1/opportunities/${encodeURIComponent(id)}`);
}

export const opportunityQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['opportunities', 'detail', id], queryFn: () => getOpportunity(id) });

export function useOpportunity(id: string) {
  return useQuery(opportunityQueryOptions(id));
}

export function useOpportunities(ids: string[]) {
  return useQueries({ queries: ids.map((id) => opportunityQueryOptions(id)) });
}

export function getSimilar(id: string) {
  return apiFetch<{ items: OpportunityCard[] }>(`/api/v1/opportunities/${encodeURIComponent(id)}/similar`);
}

export function useSimilar(id: string) {
  return useQuery({ queryKey: ['opportunities', 'similar', id], queryFn: () => getSimilar(id) });
}
