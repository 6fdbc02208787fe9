import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { PREQUALIFICATION_LABELS, type Prequalification } from '../../../../shared/kredit.ts';
import { cn } from '../../../lib/cn.ts';

const LOOK = {
  likely: { icon: CircleCheck, tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  needs_more_info: { icon: CircleAlert, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  not_eligible: { icon: CircleX, tone: 'border-red-200 bg-red-50 text-red-900' },
};

/** "Likely / needs more information / not eligible, because …" (rules: shared/kredit.ts). */
export function PrequalificationCard({ result }: { result: Prequalification }) {
  const { icon: Icon, tone } = LOOK[result.outcome];
  return (
    <section aria-label="Pre-qualification" className={cn('rounded-xl border p-4', tone)}>
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        Pre-qualification: {PREQUALIFICATION_LABELS[result.outcome]}
      </p>
      <p className="mt-1 text-sm">Because:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {result.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p className="mt-2 text-xs opacity-80">A pre-qualification is not a decision; a reviewer decides.</p>
    </section>
  );
}
