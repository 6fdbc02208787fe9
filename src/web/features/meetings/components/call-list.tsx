import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CallSide } from '../../../../shared/schemas/meetings.ts';
import { Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useCalls } from '../api/calls.ts';
import { CallCard } from './call-card.tsx';

/** The viewer's calls on one side: open ones first (soonest first), then the rest. */
export function CallList({
  side,
  empty,
  emptyAction,
}: {
  side: CallSide;
  empty: string;
  emptyAction?: ReactNode;
}) {
  const query = useCalls(side);
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading calls" className="space-y-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryError title="We could not load your calls." error={query.error} onRetry={() => query.refetch()} />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={<CalendarClock aria-hidden="true" className="size-6" />}
        title="No calls yet"
        action={emptyAction}
      >
        {empty}
      </EmptyState>
    );
  }
  const rank = (status: string) => (status === 'requested' ? 0 : status === 'confirmed' ? 1 : 2);
  const when = (c: { startsAt: string | null; slots: string[] }) =>
    Date.parse(c.startsAt ?? c.slots[0] ?? '');
  const items = [...query.data.items].sort(
    (a, b) => rank(a.status) - rank(b.status) || (rank(a.status) < 2 ? when(a) - when(b) : 0),
  );
  return (
    <ul className="space-y-4" data-testid={`calls-${side}`}>
      {items.map((c) => (
        <CallCard key={c.id} call={c} />
      ))}
    </ul>
  );
}
