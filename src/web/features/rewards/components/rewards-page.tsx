import { Download, PiggyBank } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/dates.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { LedgerStatus, RewardCurrency } from '../../../../shared/rewards.ts';
import type { Balance } from '../../../../shared/schemas/rewards.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Badge, Skeleton } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FranchisorsOnly } from '../../franchisor/components/franchisors-only.tsx';
import { useRewards } from '../api/rewards.ts';
import { PayoutForm } from './payout-form.tsx';
import { PayoutsList } from './payouts-list.tsx';

const STATUS: Record<LedgerStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  paid: 'Paid',
  reversed: 'Reversed',
};

function BalanceCard({ b }: { b: Balance }) {
  const [asking, setAsking] = useState(false);
  const figures: [string, number][] = [
    ['Pending', b.pending],
    ['Confirmed', b.confirmed],
    ['Paid out', b.paid],
  ];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`balance-${b.currency}`}>
      <h3 className="font-semibold text-brand-900">{b.currency}</h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd
              className="font-semibold"
              data-testid={`balance-${b.currency}-${label.toLowerCase().replace(' ', '-')}`}
            >
              {formatMoney(value, b.currency, { cents: true })}
            </dd>
          </div>
        ))}
      </dl>
      {b.requested > 0 && (
        <p className="mt-2 text-sm text-muted">
          {formatMoney(b.requested, b.currency, { cents: true })} requested for payout.
        </p>
      )}
      {asking ? (
        <PayoutForm
          currency={b.currency as RewardCurrency}
          available={b.available}
          onDone={() => setAsking(false)}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          disabled={b.available < b.payoutMinimum}
          onClick={() => setAsking(true)}
        >
          Request payout of {formatMoney(b.available, b.currency, { cents: true })}…
        </Button>
      )}
      {b.available < b.payoutMinimum && (
        <p className="mt-1 text-xs text-muted">
          Payouts start at {formatMoney(b.payoutMinimum, b.currency, { cents: true })} confirmed.
        </p>
      )}
    </li>
  );
}

function Content() {
  const query = useRewards();
  if (query.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading rewards" />;
  if (query.isError)
    return (
      <QueryError
        title="We could not load your rewards."
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  const { balances, ledger, payouts } = query.data;
  if (ledger.length === 0) {
    return (
      <EmptyState
        title="No cashback yet"
        action={
          <Link to="/earn-on-spends" className={buttonVariants()}>
            Record a purchase
          </Link>
        }
      >
        Record a purchase of a listed offering to earn up to 25% back.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {balances.map((b) => (
          <BalanceCard key={b.currency} b={b} />
        ))}
      </ul>
      <section aria-labelledby="ledger-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="ledger-heading" className="text-xl font-semibold text-brand-900">
            Ledger
          </h2>
          <a
            href="/api/v1/rewards/statement.csv"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            download
          >
            <Download aria-hidden="true" /> Statement (CSV)
          </a>
        </div>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {ledger.map((e) => (
            <li
              key={e.id}
              className="flex flex-wrap items-center justify-between gap-2 p-4"
              data-testid="ledger-entry"
            >
              <div className="min-w-0">
                <p className="font-medium">{e.description}</p>
                <p className="text-sm text-muted">{formatDay(e.createdAt)}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold" data-testid="ledger-amount">
                  {formatMoney(e.amountMinor, e.currency, { cents: true })}
                </span>
                <Badge
                  tone={e.status === 'confirmed' || e.status === 'paid' ? 'accent' : 'neutral'}
                  data-testid="ledger-status"
                >
                  {STATUS[e.status]}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <PayoutsList payouts={payouts} />
    </div>
  );
}

/** /rewards: cashback balances per currency, the ledger, payouts and the CSV statement. */
export function RewardsPage() {
  usePageTitle();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight text-brand-900">
        <PiggyBank aria-hidden="true" className="size-7" /> Rewards
      </h1>
      <p className="mt-2 text-muted">
        Cashback on purchases you recorded on{' '}
        <Link to="/earn-on-spends" className="font-medium text-brand-700 underline">
          Earn on spends
        </Link>
        : pending until we confirm the purchase with the vendor, then confirmed, then paid out. Franchisio
        pays it from the referral fees vendors pay us.
      </p>
      <div className="mt-6">
        <FranchisorsOnly what="Rewards">
          <Content />
        </FranchisorsOnly>
      </div>
    </div>
  );
}
