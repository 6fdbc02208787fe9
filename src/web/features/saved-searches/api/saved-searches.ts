import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Industry } from '../../../../shared/enums.ts';
import type { MarketCode } from '../../../../shared/markets.ts';
import type { SavedSearchFilters } from '../../../../shared/saved-search.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/viewer.ts';

export const savedSearchKeys = { all: () => ['saved-searches'] as const };

/** The signed-in seeker's saved searches with their new matches; idle for visitors. */
export function useSavedSearches() {
  const viewer = useViewer();
  return useQuery({
    queryKey: savedSearchKeys.all(),
    queryFn: () => unwrap(api.v1['saved-searches'].$get()),
    enabled: viewer.status === 'signed-in',
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { country: MarketCode; filters: SavedSearchFilters }) =>
      unwrap(
        api.v1['saved-searches'].$post({
          // Industries come from the page's address; the server refuses any that is not one.
          json: {
            ...input,
            filters: { ...input.filters, categories: input.filters.categories as Industry[] },
          },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all() }),
  });
}

export function useSetAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alerts }: { id: string; alerts: boolean }) =>
      unwrap(api.v1['saved-searches'][':id'].$patch({ param: { id }, json: { alerts } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all() }),
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1['saved-searches'][':id'].seen.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all() }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.v1['saved-searches'][':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all() }),
  });
}

/** From the e-mail's link; works signed out (the token is the proof). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => unwrap(api.v1['saved-searches'].unsubscribe.$post({ json: { token } })),
  });
}
