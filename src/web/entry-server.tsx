import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { prefetchLayout } from './app/layout-slots.tsx';
import { loadPages, routeParams, routePath } from './app/lazy-page.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, routes } from './app/routes.tsx';
import type { ServerState } from './app/server-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { meQueryOptions } from './lib/viewer.ts';

export { setApiTransport } from './lib/api-client.ts';

export interface RenderedPage {
  html: string;
  state: ServerState;
}

/**
 * Renders a page for the server to send as HTML, or returns null when the page is not marked
 * `serverRendered` (the browser renders it). The API calls the page needs go through the
 * transport set with setApiTransport.
 */
export async function renderPage(url: URL): Promise<RenderedPage | null> {
  const handles = await loadPages(routes, url.pathname);
  if (!handles.at(-1)?.serverRendered) return null;

  const params = routeParams(routes, url.pathname);
  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(meQueryOptions()),
    prefetchLayout(queryClient),
    ...handles.map((handle) => handle?.prefetch?.(queryClient, { url, params })),
  ]);
  // Data the page needs did not come (a listing that does not exist, an API failure): the
  // browser renders the page and its error state, as it does for pages not rendered here.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  ) {
    queryClient.clear();
    return null;
  }
  // Waits for the lazy parts (the signed-in header's menus) instead of sending their fallbacks.
  const { prelude } = await prerender(
    <AppProvider queryClient={queryClient}>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  );
  const html = await new Response(prelude).text();
  const state: ServerState = { queries: dehydrate(queryClient), route: routePath(routes, url.pathname) };
  queryClient.clear();
  return { html, state };
}
