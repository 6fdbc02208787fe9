import { Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../shared/money.ts';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FranchisorsOnly } from '../../franchisor/components/franchisors-only.tsx';
import { useSpends } from '../api/rewards.ts';
import { SpendForm } from './spend-form.tsx';

const STATUS = {
  submitted: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  rejected: 'Not confirmed',
} as const;

function Spends() {
  const query = useSpends();
  if (query.isPending) return <Skeleton className="h-32" role="status" aria-label="Loading purchases" />;
  if (query.isError)
    return (
      <QueryError
        title="We could not load your purchases."
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  if (query.data.items.length === 0) return <p className="text-sm text-muted">No purchases recorded yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {query.data.items.map((s) => (
        <li
          key={s.id}
          className="flex flex-wrap items-center justify-between gap-2 p-4"
          data-testid="spend-item"
        >
          <div className="min-w-0">
            <p className="font-medium">{s.offering.name}</p>
            <p className="text-sm text-muted">
              {formatMoney(s.amountMinor, s.currency, { cents: true })} on {s.purchasedOn} · {s.cashbackPct}%
              back = <strong>{formatMoney(s.cashbackMinor, s.currency, { cents: true })}</strong>
            </p>
            {s.vendorConfirmation && (
              <p className="text-sm text-muted break-words" data-testid="vendor-confirmation">
                Confirmed by {s.offering.vendor}, reference {s.vendorConfirmation}
              </p>
            )}
            {s.reviewNote && <p className="text-sm text-muted">Note: {s.reviewNote}</p>}
          </div>
          <div className="flex items-center gap-3">
            <a
              href={s.invoiceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-brand-700 underline"
            >
              Invoice
            </a>
            <Badge tone={s.status === 'confirmed' ? 'accent' : 'neutral'}>{STATUS[s.status]}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /earn-on-spends: record purchases of listed offerings and see them confirmed. */
export function EarnOnSpendsPage() {
  usePageTitle();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight text-brand-900">
        <Receipt aria-hidden="true" className="size-7" /> Earn on spends
      </h1>
      <p className="mt-2 text-muted">
        Bought software, an AI tool or a service listed on Franchisio? Record it with the invoice: once we
        confirm the purchase with the vendor, up to 25% comes back to you. Cashback is paid by Franchisio from
        the referral fee the vendor pays us; it never changes your price. See your balance on{' '}
        <Link to="/rewards" className="font-medium text-brand-700 underline">
          Rewards
        </Link>
        .
      </p>
      <div className="mt-6">
        <FranchisorsOnly what="Earn on spends">
          <div className="space-y-8">
            <SpendForm offeringId={params.get('offering') ?? undefined} />
            <section aria-labelledby="spends-heading">
              <h2 id="spends-heading" className="mb-3 text-xl font-semibold text-brand-900">
                Your purchases
              </h2>
              <Spends />
            </section>
          </div>
        </FranchisorsOnly>
      </div>
    </div>
  );
}
