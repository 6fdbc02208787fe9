import { useState } from 'react';
import { formatMoment } from '../../../../shared/dates.ts';
import type { ReviewReportListValue } from '../../../../shared/schemas/reviews.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useModerateReview, useReviewReports } from '../api/review-reports.ts';

function Report({ item }: { item: ReviewReportListValue['items'][number] }) {
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const id = `hide-reason-${item.id}`;
  const act = (action: 'hide' | 'restore' | 'dismiss', done: string) =>
    moderate.mutate(
      { id: item.review.id, action, reason: action === 'hide' ? reason : undefined },
      { onSuccess: () => toast.success(done), onError: action === 'hide' ? undefined : errorToast },
    );
  return (
    <Card className="space-y-3 p-4">
      <div>
        <p className="font-semibold text-ink">
          <a href={`${item.review.listingPath}#reviews`} className="hover:underline">
            {item.review.listingTitle}
          </a>{' '}
          · {item.review.rating} of 5 by {item.review.author}
          {item.review.hidden && <span className="ml-2 text-sm font-normal text-red-800">(hidden)</span>}
        </p>
        <p className="text-sm text-muted">
          Reported by {item.reporter} · {formatMoment(item.createdAt, 'UTC')} UTC
        </p>
        <p className="mt-2 text-sm whitespace-pre-wrap">Reason: “{item.reason}”</p>
      </div>
      <blockquote className="rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line">
        {item.review.body}
      </blockquote>
      <div className="space-y-1.5">
        <Label htmlFor={id}>Reason shown to the author if you hide it</Label>
        <Textarea id={id} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        <FieldError id={`${id}-error`}>{moderate.error?.message}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="destructive"
          disabled={moderate.isPending}
          onClick={() => act('hide', 'The review is hidden.')}
        >
          Hide the review
        </Button>
        {item.review.hidden && (
          <Button
            size="sm"
            variant="outline"
            disabled={moderate.isPending}
            onClick={() => act('restore', 'The review is shown again.')}
          >
            Show it again
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          onClick={() => act('dismiss', 'Report dismissed.')}
        >
          Keep it, dismiss the report
        </Button>
      </div>
    </Card>
  );
}

/** On /admin/listings: franchise reviews members reported, to hide (with a reason) or keep. */
export function ReportedReviews() {
  const query = useReviewReports();
  return (
    <section aria-labelledby="reported-reviews" className="space-y-4">
      <h2 id="reported-reviews" className="text-xl font-semibold text-brand-900">
        Reported reviews
      </h2>
      {query.isPending ? (
        <Skeleton className="h-40" role="status" aria-label="Loading reported reviews" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-muted">No review is reported. Reviews members report appear here.</p>
      ) : (
        <ul className="space-y-3">
          {query.data.items.map((item) => (
            <li key={item.id}>
              <Report item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
