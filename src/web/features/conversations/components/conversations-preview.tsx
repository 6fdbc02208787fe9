import { Link } from 'react-router';
import { formatDay } from '../../../../shared/dates.ts';
import { Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useConversations } from '../api/conversations.ts';

const PREVIEW_SIZE = 3;

/**
 * The newest few threads, each opening itself in /messages. Dashboards and homes show this and
 * never a second inbox: reading and answering happen in one place.
 */
export function ConversationsPreview({ empty }: { empty: string }) {
  const list = useConversations();
  if (list.isPending) return <Skeleton className="h-24" aria-label="Loading your messages" />;
  if (list.isError)
    return (
      <QueryError
        title="Your messages could not be loaded."
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  const { items } = list.data;
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul
      className="divide-y divide-slate-100"
      aria-label="Latest conversations"
      data-testid="conversations-preview"
    >
      {items.slice(0, PREVIEW_SIZE).map((c) => (
        <li key={c.id}>
          <Link
            to={`/messages?thread=${c.id}`}
            className="-mx-2 block rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-semibold">{c.counterpart}</span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-muted">
                {c.unread > 0 && (
                  <span className="rounded-full bg-brand-700 px-2 font-semibold text-white">
                    {c.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
                <time dateTime={c.lastMessageAt}>{formatDay(c.lastMessageAt)}</time>
              </span>
            </span>
            <span className="block truncate text-sm text-muted">{c.subject}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
