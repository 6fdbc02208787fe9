import { useQueryClient } from '@tanstack/react-query';
import { Flag, Lock, Paperclip, Send, ShieldOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/limits.ts';
import type { ServerFrame } from '../../../../shared/realtime.ts';
import type { ConversationDetail } from '../../../../shared/schemas/conversations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
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
  useReportConversation,
  useSendMessage,
} from '../api/conversations.ts';
import { conversationKeys } from '../api/keys.ts';
import { MessageText } from './message-text.tsx';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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

function ReportButton({ id, reported }: { id: string; reported: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportConversation(id);
  if (reported) return <span className="text-xs text-muted">Reported to our team</span>;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> Report
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Report this conversation"
        description="Our team reads the conversation and acts on it. The other side is not told who reported."
        actions={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              disabled={report.isPending || reason.trim().length < 3}
              onClick={() =>
                report.mutate(reason.trim(), {
                  onSuccess: () => {
                    setOpen(false);
                    toast.success('Thank you. Our team will look at it.');
                  },
                  onError: (e) => toast.error(e.message),
                })
              }
            >
              Send report
            </Button>
          </>
        }
      >
        <label htmlFor={`report-${id}`} className="mt-4 block text-sm font-medium">
          What is wrong?
        </label>
        <Textarea
          id={`report-${id}`}
          rows={4}
          maxLength={MESSAGES.reportReasonMax}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="mt-1"
        />
      </Dialog>
    </>
  );
}

function Composer({ detail }: { detail: ConversationDetail }) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage(detail.id);
  if (!detail.canWrite) {
    return (
      <p className="flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-muted" role="status">
        <Lock aria-hidden="true" className="size-4" /> {detail.writeBlockedReason}
      </p>
    );
  }
  const submit = () => {
    if (!body.trim() && !file) return;
    send.mutate(
      { body: body.trim(), file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    <form
      className="border-t border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`composer-${detail.id}`} className="sr-only">
        Your message
      </label>
      <Textarea
        id={`composer-${detail.id}`}
        rows={2}
        maxLength={MESSAGES.bodyMax}
        placeholder="Write a message"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex cursor-pointer items-center gap-1 text-sm text-brand-700">
          <Paperclip aria-hidden="true" className="size-4" />
          <span>{file ? file.name : 'Attach a PDF or picture'}</span>
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" size="sm" disabled={send.isPending || (!body.trim() && !file)}>
          <Send aria-hidden="true" /> Send
        </Button>
      </div>
    </form>
  );
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
                <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
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
