import { opportunityQueryOptions } from '../../features/catalog/api/get-opportunity.ts';
import type { RouteHandle } from '../route-handle.ts';

export { DetailPage as Component } from '../../features/catalog/components/detail-page.tsx';

/** The listing is in the server's HTML: its name, figures and description, for readers and crawlers. */
export const handle: RouteHandle = {
  serverRendered: true,
  prefetch: (queryClient, { params }) => queryClient.prefetchQuery(opportunityQueryOptions(params.id ?? '')),
};
