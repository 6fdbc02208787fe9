import {
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MarketCode } from '../../../../shared/markets.ts';
import type { EditableListing, ListingDraftValues } from '../../../../shared/schemas/listings.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { franchisorKeys } from './get-dashboard.ts';

export const listingKeys = {
  one: (id: string) => [...franchisorKeys.all, 'listing', id] as const,
  /** The editor's saves of one listing (a new listing's first save has no id yet: `new`). */
  save: (id: string | undefined) => [...franchisorKeys.all, 'listing', id ?? 'new', 'save'] as const,
  stats: (id: string, days: number) => [...franchisorKeys.all, 'listing', id, 'stats', days] as const,
};

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: () => unwrap(api.v1.franchisor.listings[':id'].$get({ param: { id } })),
  });

export const useListing = (id: string | undefined, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...listingQueryOptions(id ?? ''), enabled: !!id && opts.enabled !== false });

/**
 * False until no save of the listing is on its way. An editor being left flushes its last change
 * as it unmounts, which React does after the next page has rendered, so the check waits for the
 * effects (the old page's cleanups run first). An editor opened before that save lands would show
 * the change as lost, and its next save would write the older values back. Once true it stays
 * true: the open editor's own saves do not close it.
 */
export function useSavesLanded(id: string) {
  const queryClient = useQueryClient();
  const [landed, setLanded] = useState(false);
  useEffect(() => {
    const check = () => {
      if (queryClient.isMutating({ mutationKey: listingKeys.save(id) }) === 0) setLanded(true);
    };
    check();
    return queryClient.getMutationCache().subscribe(check);
  }, [queryClient, id]);
  return landed;
}

/** Every change to a listing answers the listing: the cache takes it, the dashboard refreshes. */
function useListingMutation<I>(
  fn: (input: I) => Promise<EditableListing>,
  options: Pick<UseMutationOptions<EditableListing, Error, I>, 'mutationKey' | 'retry'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: fn,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.one(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: franchisorKeys.dashboard() });
    },
  });
}

export interface SaveDraftInput {
  /** Absent until the first save has created the listing. */
  id?: string;
  country: MarketCode;
  values: ListingDraftValues;
  /** Lets the request outlive the page (a save made as the tab is closed). */
  keepalive?: boolean;
}

/** The editor's autosave: its first save creates the draft, the later ones update it. */
export const useSaveDraft = (id: string | undefined) =>
  useListingMutation(
    ({ id, country, values, keepalive }: SaveDraftInput) => {
      const init = keepalive ? { init: { keepalive: true } } : undefined;
      return id
        ? unwrap(api.v1.franchisor.listings[':id'].$put({ param: { id }, json: values }, init))
        : unwrap(api.v1.franchisor.listings.$post({ json: { country, values } }, init));
      // Not retried: the next change saves again, and a refused save is not worth sending twice.
    },
    { mutationKey: listingKeys.save(id), retry: false },
  );

export type ListingAction = 'submit' | 'pause' | 'resume' | 'archive';
export const useListingAction = () =>
  useListingMutation(({ id, action }: { id: string; action: ListingAction }) =>
    unwrap(api.v1.franchisor.listings[':id'].actions.$post({ param: { id }, json: { action } })),
  );

export const useUploadImage = (id: string) =>
  useListingMutation(({ slot, file }: { slot: 'logo' | 'banner' | 'gallery'; file: File }) =>
    unwrap(api.v1.franchisor.listings[':id'].images.$post({ param: { id }, form: { slot, file } })),
  );

export const useRemoveImage = (id: string) =>
  useListingMutation((fileId: string) =>
    unwrap(api.v1.franchisor.listings[':id'].images[':fileId'].$delete({ param: { id, fileId } })),
  );

export const useUploadDocument = (id: string) =>
  useListingMutation(({ file, title }: { file: File; title: string }) =>
    unwrap(api.v1.franchisor.listings[':id'].documents.$post({ param: { id }, form: { file, title } })),
  );

export const useRemoveDocument = (id: string) =>
  useListingMutation((fileId: string) =>
    unwrap(api.v1.franchisor.listings[':id'].documents[':fileId'].$delete({ param: { id, fileId } })),
  );

export const useListingStats = (id: string, days: 7 | 30 | 90) =>
  useQuery({
    queryKey: listingKeys.stats(id, days),
    queryFn: () =>
      unwrap(api.v1.franchisor.listings[':id'].stats.$get({ param: { id }, query: { days: String(days) } })),
  });
