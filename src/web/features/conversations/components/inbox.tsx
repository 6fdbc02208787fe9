import { MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatDay } from '../../../../shared/dates.ts';
import { Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { cn } from '../../../lib/cn.ts';
import { useConversations } from '../api/conversations.ts';
import { ThreadView } from './thread-view.tsx';

/**
 * An inbox: the threads on the left, the open one (`?thread=`) on the right; on a phone the
 * list, then the thread with a way back. The list moves live as messages arrive (useConversations).
 */
export function Inbox({ empty }: { empty: React.ReactNode }) {
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread');
  const list = useConversations();
  const choose = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('thread', id);
        else next.delete('thread');
        return next;
      },
      { preventScrollReset: true },
    );

  if (list.isPending) return <Skeleton className="h-64" />;
  if (list.isError)
    return (
      <QueryError
        title="Your messages could not be loaded."
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare aria-hidden="true" className="size-6" />}
        title="No conversations yet"
      >
        {empty}
      </EmptyState>
    );
  }
  return (
    // minmax(0, …) columns and a shrinkable last-message line: a long message is cut with an
    // ellipsis instead of widening the list past a phone's screen.
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
      <ul className={cn('space-y-1', selected && 'hidden md:block')} aria-label="Conversations">
        {list.data.items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => choose(c.id)}
              aria-current={c.id === selected ? 'true' : undefined}
              className={cn(
                'w-full rounded-lg border p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500',
                c.id === selected ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-semibold">{c.counterpart}</span>
                {c.unread > 0 && (
                  <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">
                    {c.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </span>
              <span className="block truncate text-sm text-muted">{c.subject}</span>
              <span className="mt-1 flex justify-between gap-2 text-xs text-muted">
                <span className="min-w-0 truncate">{c.lastMessage ?? ''}</span>
                <time dateTime={c.lastMessageAt} className="shrink-0">
                  {formatDay(c.lastMessageAt)}
                </time>
              </span>
              {(c.closed || c.blocked) && (
                <span className="text-xs text-amber-700">{c.closed ? 'Closed' : 'Blocked'}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className={cn(!selected && 'hidden md:block')}>
        {selected ? (
          <>
            <button
              type="button"
              className="mb-2 text-sm text-brand-700 md:hidden"
              onClick={() => choose(null)}
            >
              ← All conversations
            </button>
            <ThreadView key={selected} id={selected} />
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-muted">
            Choose a conversation to read it.
          </p>
        )}
      </div>
    </div>
  );
}
