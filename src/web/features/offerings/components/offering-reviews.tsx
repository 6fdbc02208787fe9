import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Star } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDay } from '../../../../shared/dates.ts';
import { type OfferingDetail, OfferingReviewInput } from '../../../../shared/schemas/offerings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/card.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useReviewOffering } from '../api/review-offering.ts';

function ReviewForm({ item }: { item: OfferingDetail }) {
  const review = useReviewOffering(item.id);
  const form = useForm<z.input<typeof OfferingReviewInput>, unknown, z.output<typeof OfferingReviewInput>>({
    resolver: zodResolver(OfferingReviewInput),
    defaultValues: { rating: 5, body: '' },
  });
  const rating = form.watch('rating');
  const error = form.formState.errors.body?.message ?? form.formState.errors.root?.message;
  const onSubmit = form.handleSubmit((values) =>
    review.mutate(values, {
      onSuccess: () => toast.success('Thank you, your review is published.'),
      onError: (err) => form.setError('root', { message: err.message }),
    }),
  );
  return (
    <form
      noValidate
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      aria-label={`Review ${item.name}`}
      onSubmit={onSubmit}
    >
      <fieldset>
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => form.setValue('rating', n)}
                className="sr-only peer"
              />
              <Star
                aria-hidden="true"
                className={`size-6 peer-focus-visible:outline-2 ${n <= rating ? 'fill-accent-400 text-accent-500' : 'text-slate-300'}`}
              />
              <span className="sr-only">{n} stars</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor="review-body">Your review</Label>
        <Textarea
          id="review-body"
          rows={3}
          {...form.register('body')}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? 'review-body-error' : undefined}
        />
        <FieldError id="review-body-error">{error}</FieldError>
      </div>
      <Button type="submit" variant="outline" disabled={review.isPending}>
        Publish review
      </Button>
      <p className="text-xs text-muted">
        Only members whose purchase of {item.name} has been confirmed can review it.
      </p>
    </form>
  );
}

/** Reviews, each by a company whose purchase was confirmed (the badge says so). */
export function OfferingReviews({ item }: { item: OfferingDetail }) {
  const viewer = useViewer();
  const franchisor = viewer.status === 'signed-in' && viewer.profile?.role === 'franchisor';
  return (
    <div>
      {item.reviews.length === 0 ? (
        <p className="text-muted">
          No member reviews yet. Reviews come from companies whose purchase was confirmed.
        </p>
      ) : (
        <ul className="space-y-4">
          {item.reviews.map((r) => (
            <li
              key={r.id}
              className="border-b border-slate-100 pb-3 last:border-0"
              data-testid="offering-review"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{r.author}</span>
                <span className="text-sm text-muted">{r.company}</span>
                {r.verifiedSpend && (
                  <Badge tone="accent">
                    <BadgeCheck aria-hidden="true" className="mr-1 inline size-3.5" /> Verified purchase
                  </Badge>
                )}
              </div>
              <p className="mt-1 text-sm">
                <span aria-hidden="true">
                  {'★'.repeat(r.rating)}
                  <span className="text-slate-300">{'★'.repeat(5 - r.rating)}</span>
                </span>
                <span className="sr-only">{r.rating} out of 5 stars</span>
                <span className="ml-2 text-muted">{formatDay(r.createdAt)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      {franchisor && <ReviewForm item={item} />}
    </div>
  );
}
