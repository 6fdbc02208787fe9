import { Check, GitCompareArrows } from 'lucide-react';
import { COMPARE_LIMIT } from '../../../../shared/limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCompare } from '../compare-store.ts';

/**
 * Adds a franchise to the compare list or takes it out. When three are already chosen, a
 * fourth add is ignored and the button says why.
 */
export function CompareButton({ opportunityId, title }: { opportunityId: string; title: string }) {
  const compare = useCompare();
  const inList = compare.has(opportunityId);
  const full = !inList && compare.isFull;
  const label = inList ? 'In compare' : full ? `Compare full (${COMPARE_LIMIT} max)` : 'Compare';
  return (
    <Button
      variant={inList ? 'selected' : 'outline'}
      aria-pressed={inList}
      aria-disabled={full || undefined}
      aria-label={`${label}: ${title}`}
      title={
        inList
          ? 'Remove from compare'
          : full
            ? `You can compare up to ${COMPARE_LIMIT} franchises. Remove one on the Compare page first.`
            : 'Add to compare'
      }
      onClick={() => {
        if (inList) compare.remove(opportunityId);
        else compare.add(opportunityId);
      }}
      className={cn(full && 'opacity-70')}
    >
      {inList ? <Check aria-hidden="true" /> : <GitCompareArrows aria-hidden="true" />}
      {label}
    </Button>
  );
}
