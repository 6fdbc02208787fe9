import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a page's prefetch knows of the request: its URL and the route's parameters. */
export interface PrefetchContext {
  url: URL;
  params: Params;
}

/**
 * What a page module may export as `handle`. A page marked `serverRendered` is sent as HTML by
 * the server (fast first paint, content for search engines) and hydrated in the browser; its
 * `prefetch` fills the query cache first, so the server's HTML already shows the data and the
 * browser hydrates without asking for it again. Such a page must render the same on both sides:
 * browser storage is read through useSyncExternalStore with a server snapshot. When a prefetch
 * fails (an unknown listing, the API down), the browser renders the page instead.
 */
export interface RouteHandle {
  serverRendered?: boolean;
  prefetch?: (queryClient: QueryClient, context: PrefetchContext) => Promise<unknown>;
}

/** Pages with no data of their own: server-rendered as they are. */
export const STATIC_PAGE: RouteHandle = { serverRendered: true };
