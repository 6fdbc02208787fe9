import { dehydrate } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
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
  /** The nonce the HTML's scripts (if React wrote any) carry: the server swaps in each answer's own. */
  nonce: string;
}

/**
 * Renders a page for the server to send as HTML, or returns null when the page is not marked
 * `serverRendered` (the browser renders it). The API calls the page needs go through the
 * transport set with setApiTransport.
 */
export async function renderPage(url: URL, nonce: string): Promise<RenderedPage | null> {
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
  // Read once every part is ready (the signed-in header's lazy menus included): the page goes out
  // complete, in document order. React would still send a large ready Suspense boundary (over
  // progressiveChunkSize, 12.8 kB: a page's main) as its fallback followed by a script that swaps
  // it in, which shifts the page as it loads; with no limit there is no such script. Any script
  // React still writes carries the answer's nonce (the content security policy).
  const stream = await renderToReadableStream(
    <AppProvider queryClient={queryClient}>
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
    { nonce, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const state: ServerState = { queries: dehydrate(queryClient), route: routePath(routes, url.pathname) };
  queryClient.clear();
  return { html, state, nonce };
}
