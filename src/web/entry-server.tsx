import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import type { RouteHandle } from './app/route-handle.ts';
import { routes } from './app/routes.tsx';
import type { ServerState } from './app/server-state.ts';
import { meQueryOptions } from './features/accounts/api/get-me.ts';
import { createQueryClient } from './lib/query-client.ts';

export { setApiTransport } from './lib/api-client.ts';

export interface RenderedPage {
  html: string;
  state: ServerState;
}

const handler = createStaticHandler(routes);

/**
 * Renders a page for the server to send as HTML, or returns null when the page is not marked
 * `serverRendered` (the browser renders it). The API calls the page needs go through the
 * transport set with setApiTransport.
 */
export async function renderPage(request: Request): Promise<RenderedPage | null> {
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  if (!handles.at(-1)?.serverRendered) return null;

  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(meQueryOptions()),
    ...handles.map((handle) => handle?.prefetch?.(queryClient)),
  ]);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  const state: ServerState = { queries: dehydrate(queryClient) };
  queryClient.clear();
  return { html, state };
}
