import { formatCount } from '../../../../../shared/count.ts';
import type { Market } from '../../../../../shared/markets.ts';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { Fact, NOT_STATED, Section } from './section.tsx';

export function TrainingAndTerritories({
  listing: o,
  market,
}: {
  listing: OpportunityDetail;
  market: Market;
}) {
  return (
    <Section id="training" title="Training and territories">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact
          label="Initial training"
          value={o.trainingDays === null ? NOT_STATED : `${o.trainingDays} days`}
          note="Classroom and on-the-job, before opening"
        />
        <Fact
          label="Territories available"
          value={o.territoriesAvailable === null ? NOT_STATED : formatCount(o.territoriesAvailable)}
          note={`In ${market.name}`}
        />
      </dl>
    </Section>
  );
}
