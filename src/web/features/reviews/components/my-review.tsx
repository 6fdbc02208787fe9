import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type MyReviewStateValue, ReviewInput } from '../../../../shared/schemas/reviews.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FieldError, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useWriteReview } from '../api/write-review.ts';

function ReviewForm({
  listingId,
  title,
  own,
  onDone,
}: {
  listingId: string;
  title: string;
  own: MyReviewStateValue['review'];
  onDone: () => void;
}) {
  const write = useWriteReview(listingId);
  const form = useForm<z.input<typeof ReviewInput>, unknown, z.output<typeof ReviewInput>>({
    resolver: zodResolver(ReviewInput),
    defaultValues: { rating: own?.rating ?? 0, body: own?.body ?? '' },
  });
  const rating = form.watch('rating');
  const onSubmit = form.handleSubmit((values) =>
    write.mutate(values, {
      onSuccess: () => {
        toast.success(own ? 'Your review is updated.' : 'Thank you: your review is published.');
        onDone();
      },
      onError: (err) => form.setError('root', { message: err.message }),
    }),
  );
  return (
    <form noValidate className="space-y-3" aria-label={`Review ${title}`} onSubmit={onSubmit}>
      <fieldset aria-describedby="review-rating-error">
        <legend className="text-sm font-medium">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => form.setValue('rating', n, { shouldValidate: form.formState.isSubmitted })}
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-7 ${n <= rating ? 'fill-accent-400 text-accent-500' : 'text-slate-300'}`}
              />
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error">{form.formState.errors.rating?.message}</FieldError>
      </fieldset>
      <FormField
        label="Your review"
        hint="What went well and what did not: training, support, costs, the first months."
        error={form.formState.errors.body}
      >
        <Textarea rows={4} {...form.register('body')} />
      </FormField>
      <FieldError id="review-form-error">{form.formState.errors.root?.message}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={write.isPending}>
          {own ? 'Save your review' : 'Publish your review'}
        </Button>
        {own && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** The viewer's own review of the listing: the form, their published review, or why not. */
export function MyReview({
  listingId,
  title,
  state,
}: {
  listingId: string;
  title: string;
  state: MyReviewStateValue;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteReview(listingId);
  const own = state.review;
  if (own && !editing) {
    return (
      <div className="rounded-lg bg-slate-50 p-4 text-sm">
        <p className="font-semibold">Your review</p>
        {own.hiddenReason ? (
          <p className="mt-1 text-red-800">
            A moderator hid your review: “{own.hiddenReason}”. You can change it or delete it.
          </p>
        ) : (
          <p className="mt-1 text-muted">Published. You can change it or delete it at any time.</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit your review
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success('Your review is deleted.'),
                onError: (err) => toast.error('Error', { description: err.message }),
              })
            }
          >
            Delete your review
          </Button>
        </div>
      </div>
    );
  }
  if (!own && state.cannotReview) return <p className="text-sm text-muted">{state.cannotReview}</p>;
  return <ReviewForm listingId={listingId} title={title} own={own} onDone={() => setEditing(false)} />;
}
