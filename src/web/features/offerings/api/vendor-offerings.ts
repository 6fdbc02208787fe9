import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferingValues, VendorOffering } from '../../../../shared/schemas/offerings.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { offeringKeys } from './keys.ts';

export const myOfferingsQueryOptions = () =>
  queryOptions({
    queryKey: offeringKeys.mine(),
    queryFn: () => unwrap(api.v1.franchisor.offerings.$get()),
  });
export const useMyOfferings = () => useQuery(myOfferingsQueryOptions());

export const myOfferingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offeringKeys.mineOne(id),
    queryFn: () => unwrap(api.v1.franchisor.offerings[':id'].$get({ param: { id } })),
  });
export const useMyOffering = (id: string | undefined) =>
  useQuery({ ...myOfferingQueryOptions(id ?? ''), enabled: !!id });

/** Every change answers the offering: the cache takes it and the vendor's list refreshes. */
function useVendorMutation<I>(fn: (input: I) => Promise<VendorOffering>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (offering) => {
      queryClient.setQueryData(offeringKeys.mineOne(offering.id), offering);
      void queryClient.invalidateQueries({ queryKey: offeringKeys.mine() });
    },
  });
}

export const useCreateOffering = () =>
  useVendorMutation((values: OfferingValues) => unwrap(api.v1.franchisor.offerings.$post({ json: values })));

export const useUpdateOffering = (id: string) =>
  useVendorMutation((values: OfferingValues) =>
    unwrap(api.v1.franchisor.offerings[':id'].$put({ param: { id }, json: values })),
  );

export const useSubmitOffering = () =>
  useVendorMutation((id: string) =>
    unwrap(api.v1.franchisor.offerings[':id'].submit.$post({ param: { id } })),
  );

export const useUploadOfferingImage = (id: string) =>
  useVendorMutation(({ slot, file }: { slot: 'logo' | 'screenshot'; file: File }) =>
    unwrap(api.v1.franchisor.offerings[':id'].images.$post({ param: { id }, form: { slot, file } })),
  );

export const useRemoveScreenshot = (id: string) =>
  useVendorMutation((index: number) =>
    unwrap(
      api.v1.franchisor.offerings[':id'].screenshots[':index'].$delete({
        param: { id, index: String(index) },
      }),
    ),
  );
