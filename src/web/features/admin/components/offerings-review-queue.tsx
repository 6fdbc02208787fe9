import { OFFERING_KIND_PAGES } from '../../../../shared/offering-kinds.ts';
import { PRICING_MODEL_LABELS } from '../../../../shared/rewards.ts';
import type { OfferingReviewQueueItemT } from '../../../../shared/schemas/offerings.ts';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useDecideOffering, useOfferingsQueue } from '../api/offerings-queue.ts';
import { ReviewDecision } from './review-decision.tsx';

function Item({ item }: { item: OfferingReviewQueueItemT }) {
  const decide = useDecideOffering();
  const v = item.values;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="offering-review-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          {item.logoUrl && (
            <img src={item.logoUrl} alt="" className="size-12 rounded-lg border object-contain" />
          )}
          <div>
            <h3 className="text-lg font-semibold text-brand-900">{item.name}</h3>
            <p className="text-sm text-muted">
              {item.companyName} · {v.category}
            </p>
          </div>
        </div>
        <Badge tone="accent">{OFFERING_KIND_PAGES[item.kind].title}</Badge>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Pricing</dt>
          <dd>
            {PRICING_MODEL_LABELS[v.pricingModel]}
            {v.priceFrom !== null ? ` · from ${v.priceFrom} ${v.currency}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Cashback</dt>
          <dd>
            <strong>{v.cashbackPct}%</strong> {v.cashbackTerms ? `· ${v.cashbackTerms}` : ''}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">Description</dt>
          <dd className="line-clamp-4 whitespace-pre-line">{v.description}</dd>
        </div>
        {v.website && (
          <div className="sm:col-span-2">
            <dt className="text-muted">Website</dt>
            <dd className="break-all">{v.website}</dd>
          </div>
        )}
      </dl>
      {item.screenshots.length > 0 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto">
          {item.screenshots.map((s, i) => (
            <li key={s}>
              <img src={s} alt={`Screenshot ${i + 1}`} className="h-20 rounded border" />
            </li>
          ))}
        </ul>
      )}
      <ReviewDecision
        id={item.id}
        name={item.name}
        recipient="vendor"
        pending={decide.isPending}
        // The approval names the version shown here: a change saved since is refused, not approved unseen.
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

/** Software, AI tools and services waiting for review, in the listings queue page. */
export function OfferingsReviewQueue() {
  const query = useOfferingsQueue();
  return (
    <section aria-labelledby="offerings-queue" className="space-y-4">
      <h2 id="offerings-queue" className="text-xl font-semibold text-brand-900">
        Software, AI tools and services
      </h2>
      {query.isPending ? (
        <Skeleton className="h-32" role="status" aria-label="Loading" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-muted">No software, AI tool or service is waiting for review.</p>
      ) : (
        <ul className="space-y-4">
          {query.data.items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
