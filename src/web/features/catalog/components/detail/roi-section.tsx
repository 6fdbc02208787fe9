import { lazy } from 'react';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { BelowTheFold } from '../below-the-fold.tsx';
import { Section } from './section.tsx';

const RoiCalculator = lazy(() => import('../roi-calculator.tsx').then((m) => ({ default: m.RoiCalculator })));

/** The ROI and payback calculator, loaded when scrolled near. */
export function RoiSection({ listing }: { listing: OpportunityDetail }) {
  return (
    <Section id="roi" title="ROI and payback calculator">
      <BelowTheFold reserve="min-h-[38.5rem] md:min-h-[19.25rem]" label="Loading the ROI calculator…">
        <RoiCalculator listing={listing} />
      </BelowTheFold>
    </Section>
  );
}
