import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { offeringKeys } from './keys.ts';

/** Spec §7: three featured software, AI tools and services each, for the home page. */
export const featuredOfferingsQueryOptions = () =>
  queryOptions({
    queryKey: offeringKeys.featuredAll(),
    queryFn: () => unwrap(api.v1.offerings.featured.all.$get()),
  });

export const useFeaturedOfferings = (enabled = true) =>
  useQuery({ ...featuredOfferingsQueryOptions(), enabled });
