import { featuredQueryOptions } from '../../features/catalog/api/get-featured.ts';
import type { RouteHandle } from '../route-handle.ts';

export { HomePage as Component } from '../../features/content/home/home-page.tsx';

/** Featured franchises of the default market are in the server's HTML of the home page. */
export const handle: RouteHandle = {
  serverRendered: true,
  prefetch: (queryClient) => queryClient.prefetchQuery(featuredQueryOptions('US')),
};
