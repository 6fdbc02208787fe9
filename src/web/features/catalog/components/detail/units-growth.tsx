import { lazy } from 'react';
import { formatCountOf } from '../../../../../shared/count.ts';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { BelowTheFold } from '../below-the-fold.tsx';
import { Section } from './section.tsx';

// recharts is the heaviest library of the app: it loads when the chart is scrolled near.
const UnitsChart = lazy(() => import('../units-chart.tsx'));

/** Units open per year, from the listing's unit history; nothing without two years of it. */
export function UnitsGrowth({ history }: { history: OpportunityDetail['unitHistory'] }) {
  if (history.length < 2) return null;
  const from = history[0]!;
  const to = history[history.length - 1]!;
  return (
    <Section id="growth" title="Units and growth">
      <p className="mb-3 text-sm text-muted">
        From {formatCountOf(from.units, 'unit')} in {from.year} to {formatCountOf(to.units, 'unit')} in{' '}
        {to.year}.
      </p>
      <BelowTheFold reserve="h-56" label="Loading the units chart…">
        <UnitsChart data={history} />
      </BelowTheFold>
    </Section>
  );
}
