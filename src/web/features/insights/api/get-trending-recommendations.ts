import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRENDING_RECOMMENDATIONS_LIMIT, TRENDING_REFRESH_MS } from '../../../../shared/limits.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { insightsKeys } from './keys.ts';

/** Spec §7 trending-recommendations: limit 6, refetched every 5 minutes. */
export const trendingRecommendationsQueryOptions = (limit = TRENDING_RECOMMENDATIONS_LIMIT) =>
  queryOptions({
    queryKey: insightsKeys.trendingRecommendations(limit),
    queryFn: () => unwrap(api.v1.trending.recommendations.$get({ query: { limit: String(limit) } })),
    refetchInterval: TRENDING_REFRESH_MS,
  });

export function useTrendingRecommendations() {
  return useQuery(trendingRecommendationsQueryOptions());
}
