import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatMoment } from '../../../../shared/dates.ts';
import { describeClock } from '../../../../shared/kredit.ts';
import { cn } from '../../../lib/cn.ts';

/** The 24-hour decision clock: time left (or overdue), refreshed every 30 seconds. */
export function DecisionClock({ dueAt, className }: { dueAt: string; className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const clock = describeClock(new Date(dueAt), now);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold tabular-nums',
        clock.overdue ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
        className,
      )}
      title={`Decision due ${formatMoment(dueAt)}`}
    >
      <Clock aria-hidden="true" className="size-3.5" />
      <span>
        <span className="sr-only">Decision clock: </span>
        {clock.text}
      </span>
    </span>
  );
}
