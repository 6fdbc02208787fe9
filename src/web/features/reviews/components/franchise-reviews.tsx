import { useState } from 'react';
import { Link } from 'react-router';
import type { ReviewPageValue } from '../../../../shared/schemas/reviews.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useMyReview } from '../api/get-my-review.ts';
import { useReviews } from '../api/get-reviews.ts';
import { MyReview } from './my-review.tsx';
import { ReviewItem } from './review-item.tsx';
import { Stars } from './stars.tsx';

function Breakdown({ data }: { data: ReviewPageValue }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-center">
      <div>
        <p className="text-4xl font-bold text-brand-900">{data.average?.toFixed(1)}</p>
        <Stars rating={data.average ?? 0} />
        <p className="mt-1 text-sm text-muted">
          {data.total} {data.total === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <dl className="space-y-1 text-sm">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const n = data.breakdown[star];
          return (
            <div key={star} className="grid grid-cols-[3.5rem_1fr_2rem] items-center gap-2">
              <dt>
                {star} {star === 1 ? 'star' : 'stars'}
              </dt>
              <dd className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-full bg-accent-400"
                  style={{ width: `${(100 * n) / Math.max(1, data.total)}%` }}
                />
              </dd>
              <dd className="text-right text-muted">{n}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/**
 * A listing's reviews: the average and count per star, the reviews (each author contacted the
 * franchise first), the viewer's own review, the company's replies and a way to report.
 */
export function FranchiseReviews({
  listing,
}: {
  listing: { id: string; title: string; companyName: string };
}) {
  const [page, setPage] = useState(1);
  // The list opens on request: what loads by itself (the summary) fits the space the page held
  // for it, so nothing below moves while the visitor scrolls.
  const [open, setOpen] = useState(false);
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  const reviews = useReviews(listing.id, page);
  const mine = useMyReview(listing.id, signedIn);
  const canReply = mine.data?.canReply ?? false;
  return (
    <div className="space-y-6">
      {reviews.isPending ? (
        <Skeleton className="h-40" role="status" aria-label="Loading reviews" />
      ) : reviews.isError ? (
        <QueryError
          title="The reviews could not be loaded"
          error={reviews.error}
          onRetry={() => reviews.refetch()}
        />
      ) : reviews.data.total === 0 ? (
        <p className="text-muted">
          No reviews yet. Seekers who have contacted {listing.title} can write the first one.
        </p>
      ) : (
        <>
          <Breakdown data={reviews.data} />
          {!open && (
            <Button variant="outline" onClick={() => setOpen(true)}>
              Read the {reviews.data.total} {reviews.data.total === 1 ? 'review' : 'reviews'}
            </Button>
          )}
        </>
      )}
      {open && reviews.data && reviews.data.total > 0 && (
        <>
          <ul className="space-y-4" aria-label={`Reviews of ${listing.title}`}>
            {reviews.data.items.map((r) => (
              <ReviewItem
                key={r.id}
                listingId={listing.id}
                companyName={listing.companyName}
                review={r}
                canReply={canReply}
                canReport={signedIn && mine.data?.review?.id !== r.id}
              />
            ))}
          </ul>
          {reviews.data.pageCount > 1 && (
            <nav aria-label="Review pages" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer reviews
              </Button>
              <span className="text-sm text-muted">
                Page {page} of {reviews.data.pageCount}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= reviews.data.pageCount}
                onClick={() => setPage(page + 1)}
              >
                Older reviews
              </Button>
            </nav>
          )}
        </>
      )}
      <div className="border-t border-slate-200 pt-4">
        {viewer.status === 'signed-out' ? (
          <p className="text-sm text-muted">
            <Link to="/auth" className="font-semibold text-brand-700 hover:underline">
              Sign in
            </Link>{' '}
            to review {listing.title} after you have contacted it.
          </p>
        ) : mine.isPending ? (
          <Skeleton className="h-24" role="status" aria-label="Loading your review" />
        ) : mine.isError ? (
          <QueryError error={mine.error} onRetry={() => mine.refetch()} />
        ) : (
          <MyReview listingId={listing.id} title={listing.title} state={mine.data} />
        )}
      </div>
    </div>
  );
}
