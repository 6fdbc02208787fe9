import { Bot, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { OFFERING_KIND_PAGES, offeringDetailPath } from '../../../../shared/offering-kinds.ts';
import type { OfferingStatus } from '../../../../shared/rewards.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useMyOfferings } from '../api/vendor-offerings.ts';

export const STATUS_LABELS: Record<OfferingStatus, string> = {
  draft: 'Draft',
  pending_review: 'In review',
  published: 'Published',
  rejected: 'Sent back',
};

/** The dashboard's panel of the company's own software, AI tools and services. */
export function VendorOfferingsPanel() {
  const query = useMyOfferings();
  return (
    <section
      aria-labelledby="dash-offerings"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dash-offerings" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
          <Bot aria-hidden="true" className="size-5" /> Your software, AI tools and services
        </h2>
        <Link to="/dashboard/offerings/new" className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" /> List an offering
        </Link>
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-16" />
        ) : query.isError ? (
          <QueryError
            title="We could not load your offerings."
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : query.data.items.length === 0 ? (
          <p className="text-sm text-muted">
            Sell to franchisors: list software, an AI tool or a business service, with the cashback you offer
            members (up to 25%).
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {query.data.items.map((o) => (
              <li
                key={o.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid="dashboard-offering"
              >
                <div className="min-w-0">
                  <p className="font-medium">{o.values.name}</p>
                  <p className="text-sm text-muted">
                    {OFFERING_KIND_PAGES[o.values.kind].title} · {o.values.cashbackPct}% cashback
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={o.status === 'published' ? 'accent' : 'neutral'}>
                    {STATUS_LABELS[o.status]}
                  </Badge>
                  {o.status === 'published' && (
                    <Link
                      to={offeringDetailPath(o.values.kind, o.id)}
                      className="text-sm text-brand-700 underline"
                    >
                      View
                    </Link>
                  )}
                  <Link to={`/dashboard/offerings/${o.id}`} className="text-sm text-brand-700 underline">
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
