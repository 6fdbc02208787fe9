import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NetworkSearchQueryValue } from '../../../../shared/schemas/network.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { networkKeys } from './keys.ts';

/** A page of opted-in people matching the filters (only for members who opted in). */
export const useNetworkPeople = (query: NetworkSearchQueryValue, enabled: boolean) =>
  useQuery({
    queryKey: networkKeys.search(query),
    queryFn: () =>
      unwrap(
        api.v1.network.people.$get({
          query: {
            ...(query.market ? { market: query.market } : {}),
            ...(query.industry ? { industry: query.industry } : {}),
            ...(query.stage ? { stage: query.stage } : {}),
            page: String(query.page ?? 1),
          },
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
