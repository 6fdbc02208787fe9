import { lazy } from 'react';
import { isMarketCode, MARKETS } from '../../../../../shared/markets.ts';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { useVisitorView } from '../../../engagement/api/interactions.ts';
import { RequestCall } from '../../../meetings/components/request-call.tsx';
import { BelowTheFold } from '../below-the-fold.tsx';
import { ClaimListing } from './claim-listing.tsx';
import { DetailHeader } from './detail-header.tsx';
import { Documents } from './documents.tsx';
import { FranchisorCard } from './franchisor-card.tsx';
import { Gallery } from './gallery.tsx';
import { InvestmentBreakdown } from './investment-breakdown.tsx';
import { KeyFigures } from './key-figures.tsx';
import { PreviewNotice } from './market-not-open.tsx';
import { RequestInformation } from './request-information.tsx';
import { RoiSection } from './roi-section.tsx';
import { Section } from './section.tsx';
import { SimilarFranchises } from './similar-franchises.tsx';
import { TrainingAndTerritories } from './training-territories.tsx';
import { UnitsGrowth } from './units-growth.tsx';

// The reviews bring their forms: loaded when the visitor scrolls near them.
const FranchiseReviews = lazy(() =>
  import('../../../reviews/index.ts').then((m) => ({ default: m.FranchiseReviews })),
);

/** A listing's page: what is read first is in the server's HTML; the widgets below load on the way. */
export function DetailContent({ listing: o }: { listing: OpportunityDetail }) {
  const market = isMarketCode(o.country) ? MARKETS[o.country] : MARKETS.US;
  useVisitorView(o.id);
  // The server answers a listing of a market that is not open yet only to its company and admins:
  // their preview shows what the page will be, without what only works once it is public.
  const preview = !market.live;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {preview && <PreviewNotice market={market.code} />}
      <DetailHeader listing={o} market={market} preview={preview} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <Section id="about" title="About this franchise">
            <p className="leading-relaxed whitespace-pre-line">{o.description}</p>
          </Section>
          <KeyFigures listing={o} />
          <InvestmentBreakdown listing={o} />
          <UnitsGrowth history={o.unitHistory} />
          <RoiSection listing={o} />
          <TrainingAndTerritories listing={o} market={market} />
          <Gallery listing={o} />
          <Documents listing={o} />
          {!preview && (
            <>
              <Section id="reviews" title="Reviews">
                <BelowTheFold reserve="min-h-[24rem] sm:min-h-[16rem]" label="Loading the reviews…">
                  <FranchiseReviews listing={o} />
                </BelowTheFold>
              </Section>
              <RequestInformation listing={o} />
              {o.franchisor.takesCalls && <RequestCall listing={o} />}
            </>
          )}
        </div>
        <aside className="space-y-6">
          <FranchisorCard franchisor={o.franchisor} />
          {!preview && <ClaimListing listing={o} />}
        </aside>
      </div>
      {!preview && <SimilarFranchises id={o.id} />}
    </div>
  );
}
