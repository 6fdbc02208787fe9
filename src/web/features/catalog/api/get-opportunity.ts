import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';

export const opportunityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(id),
    queryFn: () => unwrap(api.v1.opportunities[':id'].$get({ param: { id } })),
  });

export function useOpportunity(id: string) {
  return useQuery(opportunityQueryOptions(id));
}

export function useOpportunities(ids: string[]) {
  return useQueries({ queries: ids.map((id) => opportunityQueryOptions(id)) });
}

/** Listings like this one; `enabled` holds the request back until the visitor scrolls near them. */
export function useSimilar(id: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.similar(id),
    queryFn: () => unwrap(api.v1.opportunities[':id'].similar.$get({ param: { id } })),
    enabled,
  });
}
