import { Navigate, useLocation, useParams } from 'react-router';
import { franchiseDetailTitle, marketNotOpenTitle } from '../../../../shared/market-pages.ts';
import { isMarketCode, type MarketCode } from '../../../../shared/markets.ts';
import { NOT_FOUND_PAGE } from '../../../../shared/routes.ts';
import { NotFoundView } from '../../../components/layout/not-found-view.tsx';
import { DetailPageSkeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOpportunity } from '../api/get-opportunity.ts';
import { detailPath, detailPrefixOf } from '../lib/paths.ts';
import { DetailContent } from './detail/detail-content.tsx';
import { DetailError } from './detail/detail-error.tsx';
import { MarketNotOpenView } from './detail/market-not-open.tsx';

/** A franchise's page (`/opportunity/:id` and the other markets' routes), rendered on the server. */
export function DetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useOpportunity(id);
  const listing = query.data;
  // A listing whose market is not open yet says when it is shown; an unknown or unlisted id is
  // the 404 page (the server sends both with status 404).
  const waitsFor =
    query.error instanceof ApiError &&
    query.error.code === 'market_not_open' &&
    isMarketCode(query.error.market ?? '')
      ? (query.error.market as MarketCode)
      : null;
  const missing = !waitsFor && query.error instanceof ApiError && query.error.status === 404;
  // The same title as the server's <head> (src/server/seo/catalog-head.ts).
  usePageTitle(
    listing
      ? franchiseDetailTitle(listing.title, isMarketCode(listing.country) ? listing.country : 'US')
      : waitsFor
        ? marketNotOpenTitle(waitsFor)
        : missing
          ? NOT_FOUND_PAGE.title
          : 'Franchise Opportunity',
  );

  if (waitsFor) return <MarketNotOpenView market={waitsFor} />;
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
