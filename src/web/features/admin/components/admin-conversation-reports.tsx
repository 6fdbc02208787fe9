import { useState } from 'react';
import { formatMoment } from '../../../../shared/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useConversationReports, useResolveReport } from '../api/conversation-reports.ts';

/** /admin/conversation-reports: conversations people reported, with their latest messages. */
export function AdminConversationReports() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const query = useConversationReports(status);
  const resolve = useResolveReport();
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-ink">Reported conversations</h2>
        <p className="text-sm text-muted">
          Conversations members reported, with their latest messages: dismiss the report or close the
          conversation.
        </p>
      </div>
      <fieldset className="flex gap-2">
        <legend className="sr-only">Which reports</legend>
        {(['open', 'resolved'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'selected' : 'outline'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s === 'open' ? 'Open' : 'Handled'}
          </Button>
        ))}
      </fieldset>
      {query.isPending ? (
        <Skeleton className="h-64" aria-label="Loading reports" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-muted">
          {status === 'open' ? 'No report is waiting.' : 'No report handled yet.'}
        </p>
      ) : (
        <ul className="space-y-3">
          {query.data.items.map((r) => (
            <li key={r.id}>
              <Card className="space-y-3 p-4">
                <div>
                  <p className="font-semibold text-ink">{r.subject}</p>
                  <p className="text-sm text-muted">
                    Reported by {r.reporterEmail} · {formatMoment(r.createdAt, 'UTC')} UTC
                  </p>
                  <p className="mt-2 text-sm whitespace-pre-wrap">“{r.reason}”</p>
                </div>
                <ol className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm" aria-label="Latest messages">
                  {r.recentMessages.map((m) => (
                    <li key={m.id} className="break-words whitespace-pre-wrap">
                      <span className="font-medium">{m.senderEmail}:</span> {m.body}
                    </li>
                  ))}
                </ol>
                {!r.resolvedAt && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={resolve.isPending}
                      onClick={() =>
                        resolve.mutate(
                          { id: r.id, action: 'close_thread' },
                          {
                            onSuccess: () => toast.success('The conversation is closed.'),
                            onError: errorToast,
                          },
                        )
                      }
                    >
                      Close the conversation
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={resolve.isPending}
                      onClick={() =>
                        resolve.mutate(
                          { id: r.id, action: 'dismiss' },
                          { onSuccess: () => toast.success('Report dismissed.'), onError: errorToast },
                        )
                      }
                    >
                      Dismiss
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
