import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketCode } from '../../../../shared/markets.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** A landing page (industry or budget in a market): heading, introduction, first listings. */
export const landingPageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: catalogKeys.landing(path),
    queryFn: () => unwrap(api.v1['landing-pages'].page.$get({ query: { path } })),
  });

export function useLandingPage(path: string) {
  return useQuery(landingPageQueryOptions(path));
}

/** The landing pages that exist (at least 3 listings), of one market or all. */
export const landingLinksQueryOptions = (country?: MarketCode) =>
  queryOptions({
    queryKey: catalogKeys.landingLinks(country ?? 'all'),
    queryFn: () => unwrap(api.v1['landing-pages'].$get({ query: country ? { country } : {} })),
  });

export function useLandingLinks(country?: MarketCode) {
  return useQuery(landingLinksQueryOptions(country));
}
