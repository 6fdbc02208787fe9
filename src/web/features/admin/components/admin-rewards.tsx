import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { formatMoney } from '../../../../shared/money.ts';
import { type AdminRewardsQueueT, SpendDecisionInput } from '../../../../shared/schemas/rewards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDecideSpend, useRewardsQueue } from '../api/rewards-queue.ts';
import { RejectReason } from './reject-reason.tsx';
import { ConfirmSpendForm, PayoutToPay } from './reward-forms.tsx';

/** The refusal's note, under the name the reason field has. */
const RefuseFields = z.object({ reason: SpendDecisionInput.options[1].shape.note });

type SpendItem = AdminRewardsQueueT['spends'][number];

function SpendRow({ spend }: { spend: SpendItem }) {
  const decide = useDecideSpend();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const done = (what: string) => () => toast.success(what);
  const fail = (err: Error) => toast.error(err.message);
  return (
    <li data-testid="spend-review">
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="font-semibold">
              {spend.companyName} bought {spend.offering.name} ({spend.offering.vendor})
            </p>
            <p className="text-sm text-muted">
              {formatMoney(spend.amountMinor, spend.currency, { cents: true })} on {spend.purchasedOn}
              {spend.vendorReference ? ` · ref. ${spend.vendorReference}` : ''} · {spend.cashbackPct}% ={' '}
              <strong>{formatMoney(spend.cashbackMinor, spend.currency, { cents: true })}</strong> cashback
            </p>
          </div>
          <a
            href={spend.invoiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-brand-700 underline"
          >
            Open invoice
          </a>
        </div>
        {rejecting ? (
          <div className="mt-3">
            <RejectReason
              id={`note-${spend.id}`}
              label="Reason (e-mailed to the member)"
              schema={RefuseFields}
              submitLabel="Refuse"
              pending={decide.isPending}
              onSubmit={(note) =>
                decide.mutate(
                  { id: spend.id, decision: 'reject', note },
                  { onSuccess: done('Purchase refused.'), onError: fail },
                )
              }
              onCancel={() => setRejecting(false)}
            />
          </div>
        ) : confirming ? (
          <div className="mt-3">
            <ConfirmSpendForm spendId={spend.id} onCancel={() => setConfirming(false)} />
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => setConfirming(true)}>
              <Check aria-hidden="true" /> Confirm with vendor’s confirmation…
            </Button>
            <Button variant="outline" onClick={() => setRejecting(true)}>
              <X aria-hidden="true" /> Refuse…
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

/** /admin/rewards: recorded purchases to confirm against the vendor's confirmation; payouts to pay. */
export function AdminRewards() {
  usePageTitle();
  const query = useRewardsQueue();
  if (query.isPending) return <Skeleton className="h-64" role="status" aria-label="Loading" />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  }
  const { spends, payouts } = query.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="spends-to-confirm">
        <h2 id="spends-to-confirm" className="text-xl font-semibold text-brand-900">
          Purchases to confirm ({spends.length})
        </h2>
        {spends.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No recorded purchase is waiting.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {spends.map((s) => (
              <SpendRow key={s.id} spend={s} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payouts-to-pay">
        <h2 id="payouts-to-pay" className="text-xl font-semibold text-brand-900">
          Payouts to pay ({payouts.length})
        </h2>
        {payouts.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No payout is waiting.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {payouts.map((p) => (
              <PayoutToPay key={p.id} payout={p} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
