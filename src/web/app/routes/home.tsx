import { featuredQueryOptions } from '../../features/catalog/api/get-featured.ts';
import { featuredMarketOf } from '../../features/content/home/signed-in/home-market.ts';
import { bookmarksQueryOptions } from '../../features/engagement/api/bookmarks.ts';
import { trendingRecommendationsQueryOptions } from '../../features/insights/api/get-trending-recommendations.ts';
import { userSegmentQueryOptions } from '../../features/insights/api/get-user-segment.ts';
import { featuredOfferingsQueryOptions } from '../../features/offerings/api/featured-offerings.ts';
import { meQueryOptions } from '../../lib/viewer.ts';
import type { RouteHandle } from '../route-handle.ts';

export { HomePage as Component } from '../../features/content/home/home.tsx';

/**
 * Both homes are in the server's HTML: a visitor's with the default market's featured
 * franchises; a signed-in user's with their insights, trending, bookmarks and their country's
 * featured franchises (and a franchisor's featured software, AI tools and services), so the page
 * arrives whole and never shows the visitor's first.
 */
export const handle: RouteHandle = {
  serverRendered: true,
  async prefetch(queryClient) {
    const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
    if (!me?.user) return queryClient.prefetchQuery(featuredQueryOptions('US'));
    const market = featuredMarketOf(me.user.location);
    return Promise.all([
      queryClient.prefetchQuery(userSegmentQueryOptions()),
      queryClient.prefetchQuery(trendingRecommendationsQueryOptions()),
      queryClient.prefetchQuery(bookmarksQueryOptions()),
      market ? queryClient.prefetchQuery(featuredQueryOptions(market)) : null,
      me.user.role === 'franchisor' ? queryClient.prefetchQuery(featuredOfferingsQueryOptions()) : null,
    ]);
  },
};
