import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import type { EditableListing, ListingDraftValues } from '../../../../shared/schemas/listings.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { franchisorKeys } from './get-dashboard.ts';

export const listingKeys = {
  one: (id: string) => [...franchisorKeys.all, 'listing', id] as const,
  stats: (id: string, days: number) => [...franchisorKeys.all, 'listing', id, 'stats', days] as const,
};

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: () => unwrap(api.v1.franchisor.listings[':id'].$get({ param: { id } })),
  });

export const useListing = (id: string | undefined) =>
  useQuery({ ...listingQueryOptions(id ?? ''), enabled: !!id });

/** Every change to a listing answers the listing: the cache takes it, the dashboard refreshes. */
function useListingMutation<I>(fn: (input: I) => Promise<EditableListing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.one(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: franchisorKeys.dashboard() });
    },
  });
}

export const useCreateListing = () =>
  useListingMutation((input: { country: MarketCode; values: ListingDraftValues }) =>
    unwrap(api.v1.franchisor.listings.$post({ json: input })),
  );

export const useSaveListing = (id: string) =>
  useListingMutation((values: ListingDraftValues) =>
    unwrap(api.v1.franchisor.listings[':id'].$put({ param: { id }, json: values })),
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
