import { featuredQueryOptions } from '../../features/catalog/api/get-featured.ts';
import { featuredMarketOf } from '../../features/content/home/signed-in/home-market.ts';
import { conversationsQueryOptions } from '../../features/conversations/api/conversations.ts';
import { bookmarksQueryOptions } from '../../features/engagement/api/bookmarks.ts';
import { dashboardQueryOptions } from '../../features/franchisor/api/get-dashboard.ts';
import { membershipQueryOptions } from '../../features/franchisor/api/membership.ts';
import { trendingRecommendationsQueryOptions } from '../../features/insights/api/get-trending-recommendations.ts';
import { userSegmentQueryOptions } from '../../features/insights/api/get-user-segment.ts';
import { callsQueryOptions } from '../../features/meetings/api/calls.ts';
import { featuredOfferingsQueryOptions } from '../../features/offerings/api/featured-offerings.ts';
import { meQueryOptions } from '../../lib/viewer.ts';
import type { RouteHandle } from '../route-handle.ts';

export { HomePage as Component } from '../../features/content/home/home.tsx';

/**
 * Every home is in the server's HTML: a visitor's with the default market's featured
 * franchises; a seeker's with their insights, trending, bookmarks and their country's featured
 * franchises; a franchisor's with their listings, leads, calls, messages, plan and featured
 * software, AI tools and services. The page arrives whole and never shows the visitor's first.
 */
export const handle: RouteHandle = {
  serverRendered: true,
  async prefetch(queryClient) {
    const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
    if (!me?.user) return queryClient.prefetchQuery(featuredQueryOptions('US'));
    if (me.user.role === 'franchisor') {
      return Promise.all([
        queryClient.prefetchQuery(dashboardQueryOptions()),
        queryClient.prefetchQuery(membershipQueryOptions()),
        queryClient.prefetchQuery(callsQueryOptions('franchisor')),
        queryClient.prefetchQuery(conversationsQueryOptions()),
        queryClient.prefetchQuery(featuredOfferingsQueryOptions()),
      ]);
    }
    const market = featuredMarketOf(me.user.location);
    return Promise.all([
      queryClient.prefetchQuery(userSegmentQueryOptions()),
      queryClient.prefetchQuery(trendingRecommendationsQueryOptions()),
      queryClient.prefetchQuery(bookmarksQueryOptions()),
      market ? queryClient.prefetchQuery(featuredQueryOptions(market)) : null,
    ]);
  },
};
