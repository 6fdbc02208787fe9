import { Link } from 'react-router';
import { formatMoment } from '../../../../shared/dates.ts';
import { MARKETS } from '../../../../shared/markets.ts';
import type { ReviewQueueItem } from '../../../../shared/schemas/listings.ts';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDecideListing, useReviewQueue } from '../api/review-queue.ts';
import { OfferingsReviewQueue } from './offerings-review-queue.tsx';
import { ReportedReviews } from './reported-reviews.tsx';
import { ReviewDecision } from './review-decision.tsx';

const KIND_LABELS: Record<ReviewQueueItem['kind'], string> = {
  new: 'New listing',
  edit: 'Edit of a published listing',
  resubmission: 'Sent again after a refusal',
};

function Diff({ item }: { item: ReviewQueueItem }) {
  return (
    <table className="mt-3 w-full table-fixed text-left text-sm">
      <caption className="sr-only">What changed in {item.title}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-muted">
          <th scope="col" className="w-1/3 py-1.5 pr-2 font-medium">
            Field
          </th>
          <th scope="col" className="py-1.5 pr-2 font-medium">
            {item.kind === 'edit' ? 'Published' : item.kind === 'resubmission' ? 'Refused' : 'Before'}
          </th>
          <th scope="col" className="py-1.5 font-medium">
            Submitted
          </th>
        </tr>
      </thead>
      <tbody>
        {item.changes.map((c) => (
          <tr key={c.field} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-1.5 pr-2 font-medium">
              {c.label}
            </th>
            <td className="py-1.5 pr-2 break-words text-red-800">
              {c.field.endsWith('Url') && c.before !== '—' ? (
                <img src={c.before} alt="" className="h-10" />
              ) : (
                c.before
              )}
            </td>
            <td className="py-1.5 break-words text-brand-800">
              {c.field.endsWith('Url') && c.after !== '—' ? (
                <img src={c.after} alt="" className="h-10" />
              ) : (
                c.after
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function QueueItem({ item }: { item: ReviewQueueItem }) {
  const decide = useDecideListing();
  const market = MARKETS[item.country];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="review-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
          <p className="text-sm text-muted">
            {item.companyName} · {market.name}
            {market.live ? '' : ' (not open yet)'}
            {item.submittedAt ? ` · submitted ${formatMoment(item.submittedAt)}` : ''}
          </p>
          {item.kind === 'edit' && (
            <Link
              to={`/admin/listings/${item.id}`}
              className="text-sm font-semibold text-brand-700 hover:underline"
              aria-label={`Statistics of ${item.title}`}
            >
              Statistics
            </Link>
          )}
        </div>
        <Badge tone={item.kind === 'new' ? 'accent' : 'neutral'}>{KIND_LABELS[item.kind]}</Badge>
      </div>
      {item.previousReason ? (
        <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">
            {item.status === 'paused' ? 'Paused by a moderator because:' : 'Refused earlier because:'}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{item.previousReason}</p>
        </div>
      ) : null}
      <details open={item.changes.length <= 12} className="mt-1">
        <summary className="cursor-pointer text-sm text-brand-700">
          {item.changes.length} fields changed{item.kind === 'resubmission' ? ' since the refusal' : ''}
        </summary>
        <Diff item={item} />
      </details>
      <ReviewDecision
        id={item.id}
        name={item.title}
        recipient="franchisor"
        pending={decide.isPending}
        // The approval names the version shown here: an edit saved since is refused, not published unseen.
        decide={(input, callbacks) =>
          decide.mutate(
            input.decision === 'approve' ? { ...input, updatedAt: item.updatedAt } : input,
            callbacks,
          )
        }
      />
    </li>
  );
}

/** /admin/listings: new listings and edits of published ones, oldest first. */
export function ReviewQueue() {
  usePageTitle();
  const query = useReviewQueue();
  if (query.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading" />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  }
  const items = query.data.items;
  return (
    <div className="space-y-10">
      <section aria-labelledby="listings-queue" className="space-y-4">
        <h2 id="listings-queue" className="text-xl font-semibold text-brand-900">
          Franchise listings
        </h2>
        <p className="text-muted">
          {items.length === 0
            ? 'Nothing is waiting for review. New listings and edits to published figures appear here.'
            : `${items.length} waiting, oldest first.`}
        </p>
        <ul className="space-y-4">
          {items.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </ul>
      </section>
      <OfferingsReviewQueue />
      <ReportedReviews />
    </div>
  );
}
