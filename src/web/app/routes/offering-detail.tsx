import { useLocation } from 'react-router';
import { offeringKindForPath } from '../../../shared/offering-kinds.ts';
import { offeringQueryOptions } from '../../features/offerings/api/get-offering.ts';
import { OfferingDetailPage } from '../../features/offerings/components/offering-detail-page.tsx';
import type { RouteHandle } from '../route-handle.ts';

export function Component() {
  const kind = offeringKindForPath(useLocation().pathname) ?? 'software';
  return <OfferingDetailPage kind={kind} />;
}

/** The offering is in the server's HTML: its name, pricing and description, for readers and crawlers. */
export const handle: RouteHandle = {
  serverRendered: true,
  prefetch: (queryClient, { params }) => queryClient.prefetchQuery(offeringQueryOptions(params.id ?? '')),
};
