import { BadgeCheck, Flag } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '../../../../shared/dates.ts';
import type { REVIEW_CONTACTS, Review } from '../../../../shared/schemas/reviews.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { useReportReview } from '../api/report-review.ts';
import { Stars } from './stars.tsx';

const CONTACT_LABEL: Record<(typeof REVIEW_CONTACTS)[number], string> = {
  information_request: 'Requested information',
  conversation: 'Messaged the franchisor',
  call: 'Had a call with the franchisor',
};

function ReplyForm({ listingId, review, onDone }: { listingId: string; review: Review; onDone: () => void }) {
  const reply = useReplyToReview(listingId);
  const [body, setBody] = useState(review.reply?.body ?? '');
  const id = `reply-${review.id}`;
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        reply.mutate(
          { reviewId: review.id, body },
          {
            onSuccess: () => {
              toast.success('Your reply is published.');
              onDone();
            },
          },
        );
      }}
    >
      <Label htmlFor={id}>Your public reply</Label>
      <Textarea
        id={id}
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={reply.isError || undefined}
        aria-describedby={`${id}-error`}
      />
      <FieldError id={`${id}-error`}>{reply.error?.message}</FieldError>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          Publish reply
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReportForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const report = useReportReview();
  const [reason, setReason] = useState('');
  const id = `report-${review.id}`;
  return (
    <form
      className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate(
          { reviewId: review.id, reason },
          {
            onSuccess: () => {
              toast.success('Thank you: a moderator will look at this review.');
              onDone();
            },
          },
        );
      }}
    >
      <Label htmlFor={id}>What is wrong with this review?</Label>
      <Textarea
        id={id}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={report.isError || undefined}
        aria-describedby={`${id}-error`}
      />
      <FieldError id={`${id}-error`}>{report.error?.message}</FieldError>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="outline" disabled={report.isPending}>
          Send report
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One review: stars, text, author, how they contacted the franchise, and the company's reply. */
export function ReviewItem({
  listingId,
  companyName,
  review,
  canReply,
  canReport,
}: {
  listingId: string;
  companyName: string;
  review: Review;
  canReply: boolean;
  canReport: boolean;
}) {
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const removeReply = useReplyToReview(listingId);
  return (
    <li className="border-b border-slate-100 pb-4 last:border-0" data-testid="franchise-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold">{review.author}</span>
        <span className="text-sm text-muted">{formatDay(review.createdAt)}</span>
      </div>
      <p className="mt-1 inline-flex items-center gap-1 text-xs text-emerald-800">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {CONTACT_LABEL[review.contactedVia]} before reviewing
      </p>
      <p className="mt-2 break-words whitespace-pre-line">{review.body}</p>
      {review.reply && open !== 'reply' && (
        <div className="mt-3 rounded-lg border-l-4 border-brand-300 bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-brand-900">
            Reply from {companyName}{' '}
            <span className="font-normal text-muted">{formatDay(review.reply.createdAt)}</span>
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{review.reply.body}</p>
        </div>
      )}
      {open === 'reply' && <ReplyForm listingId={listingId} review={review} onDone={() => setOpen(null)} />}
      {open === 'report' && <ReportForm review={review} onDone={() => setOpen(null)} />}
      {open === null && (canReply || canReport) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {canReply && (
            <Button size="sm" variant="outline" onClick={() => setOpen('reply')}>
              {review.reply ? 'Edit your reply' : 'Reply in public'}
            </Button>
          )}
          {canReply && review.reply && (
            <Button
              size="sm"
              variant="ghost"
              disabled={removeReply.isPending}
              onClick={() => removeReply.mutate({ reviewId: review.id, body: null })}
            >
              Remove your reply
            </Button>
          )}
          {canReport && (
            <Button size="sm" variant="ghost" onClick={() => setOpen('report')}>
              <Flag aria-hidden="true" className="mr-1 size-3.5" /> Report
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
