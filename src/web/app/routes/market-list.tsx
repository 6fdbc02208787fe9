import { landingLinksQueryOptions } from '../../features/catalog/api/get-landing.ts';
import { opportunitiesQueryOptions } from '../../features/catalog/api/list-opportunities.ts';
import { apiQuery, readListState } from '../../features/catalog/lib/list-params.ts';
import { marketOfListPath } from '../../features/catalog/lib/paths.ts';
import type { RouteHandle } from '../route-handle.ts';

export { MarketListPage as Component } from '../../features/catalog/components/market-list-page.tsx';

/** The page of listings the URL asks for (market, search, filters, sort, page) and its landing links are in the server's HTML. */
export const handle: RouteHandle = {
  serverRendered: true,
  prefetch: (queryClient, { url }) => {
    const market = marketOfListPath(url.pathname);
    return Promise.all([
      queryClient.prefetchQuery(opportunitiesQueryOptions(apiQuery(market, readListState(url.searchParams)))),
      // The industry and budget pages it links to ("Popular searches").
      queryClient.prefetchQuery(landingLinksQueryOptions(market)),
    ]);
  },
};
