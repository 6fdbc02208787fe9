import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import type { ServerFrame } from '../../../../shared/realtime.ts';
import type { CallSide } from '../../../../shared/schemas/meetings.ts';
import { Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useRealtimeFrames } from '../../../lib/realtime-client.ts';
import { useCalls } from '../api/calls.ts';
import { callKeys } from '../api/keys.ts';
import { CallCard } from './call-card.tsx';

/** A call of the viewer's that changed (the other side acted, or another tab) refreshes the lists. */
function useLiveCalls() {
  const queryClient = useQueryClient();
  const onFrame = useCallback(
    (f: ServerFrame) => {
      if (f.type === 'call') void queryClient.invalidateQueries({ queryKey: callKeys.all });
    },
    [queryClient],
  );
  useRealtimeFrames(onFrame);
}

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
  useLiveCalls();
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
