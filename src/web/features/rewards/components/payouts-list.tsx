import { formatDay } from '../../../../shared/dates.ts';
import { formatMoney } from '../../../../shared/money.ts';
import type { RewardsOverviewT } from '../../../../shared/schemas/rewards.ts';
import { Badge } from '../../../components/ui/card.tsx';

type Payout = RewardsOverviewT['payouts'][number];

/** The payouts side of the statement: where each went and the transfer that paid it. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  if (payouts.length === 0) return null;
  return (
    <section aria-labelledby="payouts-heading">
      <h2 id="payouts-heading" className="mb-3 text-xl font-semibold text-brand-900">
        Payouts
      </h2>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {payouts.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-start justify-between gap-2 p-4"
            data-testid="payout-item"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {formatMoney(p.amountMinor, p.currency, { cents: true })}
                {p.accountMasked && (
                  <span className="font-normal text-muted">
                    {' '}
                    to {p.accountHolder} · {p.method === 'upi' ? 'UPI' : 'account'} {p.accountMasked}
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">Requested {formatDay(p.createdAt)}</p>
              {p.status === 'paid' && (
                <p className="text-sm break-words" data-testid="payout-reference">
                  Paid {p.transferredOn ? formatDay(p.transferredOn) : ''} · Transfer reference{' '}
                  <span className="font-mono">{p.transferReference ?? '—'}</span>
                </p>
              )}
            </div>
            <Badge tone={p.status === 'paid' ? 'accent' : 'neutral'} data-testid="payout-status">
              {p.status === 'paid' ? 'Paid' : 'Requested'}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
