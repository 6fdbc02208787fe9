import { isMarketCode, MARKETS } from '../../../../../shared/markets.ts';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { HydrateInTurn } from '../../../../lib/hydrate-in-turn.tsx';
import { RequestCall } from '../../../meetings/components/request-call.tsx';
import { DetailHeader } from './detail-header.tsx';
import { Documents } from './documents.tsx';
import { FranchisorCard } from './franchisor-card.tsx';
import { Gallery } from './gallery.tsx';
import { InvestmentBreakdown } from './investment-breakdown.tsx';
import { KeyFigures } from './key-figures.tsx';
import { RequestInformation } from './request-information.tsx';
import { RoiSection } from './roi-section.tsx';
import { Section } from './section.tsx';
import { SimilarFranchises } from './similar-franchises.tsx';
import { TrainingAndTerritories } from './training-territories.tsx';
import { UnitsGrowth } from './units-growth.tsx';

/** A listing's page: what is read first is in the server's HTML; the widgets below load on the way. */
export function DetailContent({ listing: o }: { listing: OpportunityDetail }) {
  const market = isMarketCode(o.country) ? MARKETS[o.country] : MARKETS.US;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <DetailHeader listing={o} market={market} />
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
          <HydrateInTurn>
            <RequestInformation listing={o} />
          </HydrateInTurn>
          {o.franchisor.takesCalls && (
            <HydrateInTurn>
              <RequestCall listing={o} />
            </HydrateInTurn>
          )}
        </div>
        <aside className="space-y-6">
          <FranchisorCard franchisor={o.franchisor} />
        </aside>
      </div>
      <SimilarFranchises id={o.id} />
    </div>
  );
}
