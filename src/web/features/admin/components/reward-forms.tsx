import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { latestToday } from '../../../../shared/dates.ts';
import { formatMoney } from '../../../../shared/money.ts';
import {
  type AdminRewardsQueueT,
  PayoutPaidInput,
  SpendDecisionInput,
} from '../../../../shared/schemas/rewards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideSpend, useMarkPayoutPaid, usePayoutDetails } from '../api/rewards-queue.ts';

/** A refused request's field errors beside their fields; anything else as a toast. */
function showError<V extends FieldValues>(form: UseFormReturn<V>, fields: string[]) {
  return (err: Error) => {
    const named = err instanceof ApiError ? err.errors.filter((e) => fields.includes(e.field)) : [];
    for (const e of named) form.setError(e.field as Path<V>, { message: e.message });
    if (named.length === 0) toast.error(err.message);
  };
}

const ConfirmFields = z.object({
  vendorConfirmation: SpendDecisionInput.options[0].shape.vendorConfirmation,
});
type ConfirmValues = z.input<typeof ConfirmFields>;

/** Confirming a purchase names the vendor's reference for its confirmation (kept and shown to the member). */
export function ConfirmSpendForm({ spendId, onCancel }: { spendId: string; onCancel: () => void }) {
  const decide = useDecideSpend();
  const form = useForm<ConfirmValues>({
    resolver: zodResolver(ConfirmFields),
    defaultValues: { vendorConfirmation: '' },
  });
  return (
    <form
      noValidate
      aria-label="Confirm the purchase"
      className="space-y-2"
      onSubmit={form.handleSubmit(({ vendorConfirmation }) =>
        decide.mutate(
          { id: spendId, decision: 'confirm', vendorConfirmation, note: '' },
          {
            onSuccess: () => toast.success('Purchase confirmed.'),
            onError: showError(form, ['vendorConfirmation']),
          },
        ),
      )}
    >
      <FormField
        label="Vendor’s confirmation reference"
        hint="The order or confirmation number the vendor gave when confirming this purchase; the member sees it."
        error={form.formState.errors.vendorConfirmation}
      >
        <Input autoComplete="off" {...form.register('vendorConfirmation')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={decide.isPending}>
          <Check aria-hidden="true" /> Confirm cashback
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type PaidValues = z.input<typeof PayoutPaidInput>;

function PaidForm({ payoutId, onCancel }: { payoutId: string; onCancel: () => void }) {
  const paid = useMarkPayoutPaid();
  const form = useForm<PaidValues>({
    resolver: zodResolver(PayoutPaidInput),
    defaultValues: { transferReference: '', paidOn: new Date().toISOString().slice(0, 10) },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Record the transfer"
      className="mt-3 space-y-3"
      onSubmit={form.handleSubmit((values) =>
        paid.mutate(
          { id: payoutId, ...values },
          {
            onSuccess: () => toast.success('Marked paid. The member is told with the reference.'),
            onError: showError(form, ['transferReference', 'paidOn']),
          },
        ),
      )}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Transfer reference"
          hint="UTR, ACH trace or bank reference"
          error={errors.transferReference}
        >
          <Input autoComplete="off" {...form.register('transferReference')} />
        </FormField>
        <FormField label="Date paid" error={errors.paidOn}>
          <Input type="date" max={latestToday()} {...form.register('paidOn')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={paid.isPending}>
          {paid.isPending ? 'Saving…' : 'Mark paid'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function PayoutDetails({ id }: { id: string }) {
  const query = usePayoutDetails(id, true);
  if (query.isPending) return <p className="text-sm text-muted">Loading the details…</p>;
  if (query.isError) return <p className="text-sm text-red-700">{query.error.message}</p>;
  const d = query.data;
  if (!d.account)
    return <p className="text-sm text-muted">No payout details were given with this request.</p>;
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="payout-details">
      <dt className="text-muted">Account holder</dt>
      <dd>{d.accountHolder}</dd>
      <dt className="text-muted">{d.method === 'upi' ? 'UPI id' : 'Account / IBAN'}</dt>
      <dd className="break-all font-mono">{d.account}</dd>
      {d.bankCode && (
        <>
          <dt className="text-muted">Bank code</dt>
          <dd className="font-mono">{d.bankCode}</dd>
        </>
      )}
    </dl>
  );
}

/** A payout to make: where it goes (in full on request, an audited read) and the transfer that paid it. */
export function PayoutToPay({ payout }: { payout: AdminRewardsQueueT['payouts'][number] }) {
  const [showing, setShowing] = useState(false);
  const [paying, setPaying] = useState(false);
  return (
    <li data-testid="payout-to-pay">
      <Card className="p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p>
              <span className="font-semibold">{payout.companyName}</span> ·{' '}
              {formatMoney(payout.amountMinor, payout.currency, { cents: true })}
            </p>
            <p className="text-sm text-muted">
              {payout.accountMasked
                ? `To ${payout.accountHolder} · ${payout.method === 'upi' ? 'UPI' : 'bank account'} ${payout.accountMasked}`
                : 'No payout details given'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" aria-expanded={showing} onClick={() => setShowing((s) => !s)}>
              {showing ? 'Hide payout details' : 'Show payout details'}
            </Button>
            {!paying && (
              <Button size="sm" onClick={() => setPaying(true)}>
                Mark paid…
              </Button>
            )}
          </div>
        </div>
        {showing && <PayoutDetails id={payout.id} />}
        {paying && <PaidForm payoutId={payout.id} onCancel={() => setPaying(false)} />}
      </Card>
    </li>
  );
}
