import { ArrowLeft, BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Market } from '../../../../../shared/markets.ts';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { BrandLogo } from '../../../../components/monogram.tsx';
import { Rating } from '../../../../components/rating.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Badge } from '../../../../components/ui/card.tsx';
import { BookmarkButton } from '../../../engagement/components/bookmark-button.tsx';
import { CompareButton } from '../../../engagement/components/compare-button.tsx';
import { listPath } from '../../lib/paths.ts';

/** Back to the market's list, then the brand: logo, industry, market, name, rating and actions. */
export function DetailHeader({
  listing: o,
  market,
  preview,
}: {
  listing: OpportunityDetail;
  market: Market;
  /** Its company's preview before the market opens: none of a seeker's actions work yet. */
  preview: boolean;
}) {
  return (
    <>
      <Link
        to={listPath(o.country)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {market.adjective} franchises
      </Link>

      {o.bannerImageUrl && (
        // The server re-encodes banners to 1920×800: the box is that shape before the picture arrives.
        <img
          src={o.bannerImageUrl}
          alt=""
          width={1920}
          height={800}
          fetchPriority="high"
          data-testid="listing-banner"
          className="mt-4 aspect-[12/5] w-full rounded-2xl bg-slate-100 object-cover"
        />
      )}

      <header className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <BrandLogo title={o.title} logoUrl={o.logoUrl} brandColor={o.brandColor} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{o.category}</Badge>
            <Badge tone="neutral">
              <MapPin aria-hidden="true" className="mr-1 size-3" />
              {market.name}
            </Badge>
            {o.featured && <Badge tone="accent">Featured</Badge>}
            {o.franchisor.verifiedAt && (
              <Badge title="Franchisio has checked this company's incorporation and trademark documents">
                <BadgeCheck aria-hidden="true" className="mr-1 size-3" />
                Verified
              </Badge>
            )}
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{o.title}</h1>
          <p className="text-muted">by {o.companyName}</p>
          {o.tagline && <p className="mt-2 text-lg">{o.tagline}</p>}
          <div className="mt-2">
            {o.reviewCount > 0 ? (
              <a href="#reviews" className="hover:underline">
                <Rating value={o.ratingAverage} count={o.reviewCount} />
              </a>
            ) : (
              <Rating value={o.ratingAverage} count={o.reviewCount} />
            )}
          </div>
        </div>
        {!preview && (
          <div className="flex flex-wrap gap-2 sm:flex-col">
            <Button asChild>
              <a href="#request-information">Request information</a>
            </Button>
            {o.franchisor.takesCalls && (
              <Button asChild variant="outline">
                <a href="#request-call">Request a call</a>
              </Button>
            )}
            <BookmarkButton opportunityId={o.id} title={o.title} />
            <CompareButton opportunityId={o.id} title={o.title} />
          </div>
        )}
      </header>
    </>
  );
}
