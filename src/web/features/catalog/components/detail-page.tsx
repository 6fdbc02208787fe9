import { Navigate, useLocation, useParams } from 'react-router';
import { franchiseDetailTitle } from '../../../../shared/market-pages.ts';
import { isMarketCode } from '../../../../shared/markets.ts';
import { DetailPageSkeleton } from '../../../components/ui/card.tsx';
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
  // The same title as the server's <head> (src/server/seo/catalog-head.ts).
  usePageTitle(
    listing
      ? franchiseDetailTitle(listing.title, isMarketCode(listing.country) ? listing.country : 'US')
      : 'Franchise Opportunity',
  );

  if (query.isError) return <DetailError error={query.error} onRetry={() => query.refetch()} />;
  if (!listing) return <DetailPageSkeleton label="Loading franchise…" className="max-w-6xl" />;
  // One canonical page per listing: its own market's detail route.
  const canonical = detailPath(listing);
  if (detailPrefixOf(location.pathname) !== detailPrefixOf(canonical)) {
    return <Navigate to={`${canonical}${location.search}`} replace />;
  }
  return <DetailContent listing={listing} />;
}
