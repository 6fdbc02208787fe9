import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallActionInputT, CallRequestInputT, CallSide } from '../../../../shared/schemas/meetings.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { callKeys } from './keys.ts';

export const callsQueryOptions = (side: CallSide) =>
  queryOptions({
    queryKey: callKeys.list(side),
    queryFn: () => unwrap(api.v1.calls.$get({ query: { side } })),
  });

export const useCalls = (side: CallSide) => useQuery(callsQueryOptions(side));

/** A seeker asks a listing's company for a call. */
export function useRequestCall(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CallRequestInputT) =>
      unwrap(api.v1.opportunities[':id'].calls.$post({ param: { id: listingId }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKeys.all }),
    retry: false,
  });
}

/** Confirm, propose other times, decline or cancel. */
export function useCallAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CallActionInputT) =>
      unwrap(api.v1.calls[':id'].actions.$post({ param: { id }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.all }),
  });
}
