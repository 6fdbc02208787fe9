import { useQueryClient } from '@tanstack/react-query';
import { Lock, Paperclip, ShieldOff } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { formatMoment } from '../../../../shared/dates.ts';
import type { ServerFrame } from '../../../../shared/realtime.ts';
import type { ConversationDetail } from '../../../../shared/schemas/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { realtime, useRealtimeConnected, useRealtimeFrames } from '../../../lib/realtime-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../../lib/viewer.ts';
import {
  appendMessage,
  attachmentUrl,
  useConversation,
  useConversationAction,
  useMarkRead,
} from '../api/conversations.ts';
import { conversationKeys } from '../api/keys.ts';
import { Composer } from './composer.tsx';
import { MessageText } from './message-text.tsx';
import { ReportButton } from './report-button.tsx';

/** Follows the thread over the socket: new messages appear, "Seen" moves, state changes reload. */
function useLiveThread(id: string, detail: ConversationDetail | undefined) {
  const queryClient = useQueryClient();
  const viewerId = useViewer().user?.id;
  const loaded = !!detail;
  const cursor = detail?.messages.at(-1)?.id ?? 0;
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  // Followed once per thread, from the cursor at that time (later messages move it in the client).
  useEffect(() => {
    if (!loaded) return;
    return realtime.follow(id, cursorRef.current);
  }, [id, loaded]);
  const onFrame = useCallback(
    (f: ServerFrame) => {
      if (f.type === 'message' && f.conversationId === id) {
        queryClient.setQueryData<ConversationDetail>(conversationKeys.thread(id), (d) =>
          appendMessage(d, { ...f.message, mine: f.message.senderId === viewerId }),
        );
      } else if (f.type === 'read' && f.conversationId === id && f.userId !== viewerId) {
        queryClient.setQueryData<ConversationDetail>(conversationKeys.thread(id), (d) =>
          d ? { ...d, otherReadUpTo: Math.max(d.otherReadUpTo, f.upTo) } : d,
        );
      } else if (f.type === 'thread' && f.conversationId === id) {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(id) });
      }
    },
    [id, queryClient, viewerId],
  );
  useRealtimeFrames(onFrame);
}

/** One conversation: its messages (live), read state, composer, and what each side may do. */
export function ThreadView({ id }: { id: string }) {
  const query = useConversation(id);
  const detail = query.data;
  useLiveThread(id, detail);
  const connected = useRealtimeConnected();
  const markRead = useMarkRead(id);
  const act = useConversationAction(id);
  const end = useRef<HTMLLIElement>(null);
  const newestFromOthers = detail?.messages.filter((m) => !m.mine).at(-1)?.id ?? 0;
  const marked = useRef(0);
  // Reading the thread on screen marks it read (once per new message from the other side).
  useEffect(() => {
    if (newestFromOthers > marked.current) {
      marked.current = newestFromOthers;
      markRead.mutate(newestFromOthers);
    }
  }, [newestFromOthers, markRead]);
  const count = detail?.messages.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives
  useEffect(() => {
    // Braces: newer browsers return a promise from scrollIntoView, which must not become the cleanup.
    void end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  const d = query.data;
  const lastMine = d.messages.filter((m) => m.mine).at(-1);
  const run = (action: 'close' | 'reopen' | 'block' | 'unblock') =>
    act.mutate(action, { onError: (e) => toast.error(e.message) });
  return (
    <section
      aria-label={`Conversation: ${d.subject}`}
      className="flex min-h-[28rem] flex-col rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 p-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{d.counterpart}</h2>
          <p className="truncate text-sm text-muted">{d.subject}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {!connected && (
            <span className="text-xs text-amber-700" role="status">
              Reconnecting…
            </span>
          )}
          {d.canModerate && (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => run(d.blocked ? 'unblock' : 'block')}
                disabled={act.isPending}
              >
                <ShieldOff aria-hidden="true" /> {d.blocked ? 'Unblock' : 'Block'}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => run(d.closed ? 'reopen' : 'close')}
                disabled={act.isPending}
              >
                <Lock aria-hidden="true" /> {d.closed ? 'Reopen' : 'Close'}
              </Button>
            </>
          )}
          <ReportButton id={d.id} reported={d.reported} />
        </div>
      </header>
      <ol className="flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite" data-testid="messages">
        {d.messages.map((m) => (
          <li
            key={m.id}
            ref={m.id === d.messages.at(-1)?.id ? end : undefined}
            className={m.mine ? 'flex justify-end' : 'flex'}
          >
            <div
              className={`max-w-[85%] rounded-xl px-3 py-2 ${m.mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink'}`}
              data-testid="message"
            >
              {!m.mine && <p className="text-xs font-semibold">{m.senderName}</p>}
              {m.body && <MessageText text={m.body} />}
              {m.attachment && (
                <a
                  href={attachmentUrl(d.id, m.attachment.id)}
                  target="_blank"
                  rel="noopener"
                  className="mt-1 inline-flex items-center gap-1 text-sm underline"
                >
                  <Paperclip aria-hidden="true" className="size-3.5" /> {m.attachment.name}
                </a>
              )}
              <p className={`mt-1 text-[11px] ${m.mine ? 'text-white/80' : 'text-muted'}`}>
                <time dateTime={m.createdAt}>{formatMoment(m.createdAt)}</time>
                {m.id === lastMine?.id && d.otherReadUpTo >= m.id ? ' · Seen' : ''}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Composer detail={d} />
    </section>
  );
}
