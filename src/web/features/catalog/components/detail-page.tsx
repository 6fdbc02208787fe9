import { Navigate, useLocation, useParams } from 'react-router';
import { franchiseDetailTitle } from '../../../../shared/market-pages.ts';
import { isMarketCode } from '../../../../shared/markets.ts';
import { NOT_FOUND_PAGE } from '../../../../shared/routes.ts';
import { NotFoundView } from '../../../components/layout/not-found-view.tsx';
import { DetailPageSkeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOpportunity } from '../api/get-opportunity.ts';
import { detailPath, detailPrefixOf } from '../lib/paths.ts';
import { DetailContent } from './detail/detail-content.tsx';
import { DetailError } from './detail/detail-error.tsx';

/** A franchise's page (`/opportunity/:id` and the other markets' routes), rendered on the server. */
export function DetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useOpportunity(id);
  const listing = query.data;
  // An unknown or unlisted id is the 404 page (the server sends it with status 404).
  const missing = query.error instanceof ApiError && query.error.status === 404;
  // The same title as the server's <head> (src/server/seo/catalog-head.ts).
  usePageTitle(
    listing
      ? franchiseDetailTitle(listing.title, isMarketCode(listing.country) ? listing.country : 'US')
      : missing
        ? NOT_FOUND_PAGE.title
        : 'Franchise Opportunity',
  );

  if (missing) return <NotFoundView />;
  if (query.isError) return <DetailError error={query.error} onRetry={() => query.refetch()} />;
  if (!listing) return <DetailPageSkeleton label="Loading franchise…" className="max-w-6xl" />;
  // One canonical page per listing: its own market's detail route.
  const canonical = detailPath(listing);
  if (detailPrefixOf(location.pathname) !== detailPrefixOf(canonical)) {
    return <Navigate to={`${canonical}${location.search}`} replace />;
  }
  return <DetailContent listing={listing} />;
}
