import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export as `handle`. A page marked `serverRendered` is sent as HTML by
 * the server (fast first paint, content for search engines) and hydrated in the browser; its
 * `prefetch` fills the query cache first, so the server's HTML already shows the data and the
 * browser hydrates without asking for it again. Such a page must render the same on both sides:
 * browser storage is read through useSyncExternalStore with a server snapshot.
 */
export interface RouteHandle {
  serverRendered?: boolean;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/** Pages with no data of their own: server-rendered as they are. */
export const STATIC_PAGE: RouteHandle = { serverRendered: true };
