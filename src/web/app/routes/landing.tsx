import { landingLinksQueryOptions, landingPageQueryOptions } from '../../features/catalog/api/get-landing.ts';
import type { RouteHandle } from '../route-handle.ts';

export { LandingPage as Component } from '../../features/catalog/components/landing/landing-page.tsx';

/** The landing page's introduction and listings are in the server's HTML, for readers and crawlers. */
export const handle: RouteHandle = {
  serverRendered: true,
  prefetch: async (queryClient, { url }) => {
    const path = url.pathname.replace(/\/+$/, '');
    const page = await queryClient.fetchQuery(landingPageQueryOptions(path));
    await queryClient.prefetchQuery(landingLinksQueryOptions(page.country));
  },
};
