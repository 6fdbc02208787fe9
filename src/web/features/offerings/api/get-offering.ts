import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '../../../lib/api-client.ts';
import { offeringKeys } from './keys.ts';

export const offeringQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offeringKeys.detail(id),
    queryFn: () => unwrap(api.v1.offerings[':id'].$get({ param: { id } })),
    // An unknown offering stays unknown: no retries on 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useOffering(id: string) {
  return useQuery(offeringQueryOptions(id));
}
