import { opportunitiesQueryOptions } from '../../features/catalog/api/list-opportunities.ts';
import { apiQuery, readListState } from '../../features/catalog/lib/list-params.ts';
import { marketOfListPath } from '../../features/catalog/lib/paths.ts';
import type { RouteHandle } from '../route-handle.ts';

export { MarketListPage as Component } from '../../features/catalog/components/market-list-page.tsx';

/** The page of listings the URL asks for (market, search, filters, sort, page) is in the server's HTML. */
export const handle: RouteHandle = {
  serverRendered: true,
  prefetch: (queryClient, { url }) =>
    queryClient.prefetchQuery(
      opportunitiesQueryOptions(apiQuery(marketOfListPath(url.pathname), readListState(url.searchParams))),
    ),
};
