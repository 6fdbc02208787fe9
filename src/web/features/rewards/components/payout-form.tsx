import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../../shared/money.ts';
import { BANK_CODE_LABEL, type RewardCurrency } from '../../../../shared/rewards.ts';
import { PayoutInput } from '../../../../shared/schemas/rewards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestPayout } from '../api/rewards.ts';

type Values = z.input<typeof PayoutInput>;
const FIELDS = ['method', 'accountHolder', 'account', 'bankCode'] as const;
const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** What the account field holds in each market. */
const ACCOUNT_LABEL: Record<RewardCurrency, string> = {
  USD: 'Account number',
  INR: 'Account number',
  GBP: 'Account number or IBAN',
  EUR: 'IBAN',
  CAD: 'Account number',
  AUD: 'Account number',
};

/**
 * Where a payout goes: a bank account in the currency's market (with the bank code it needs),
 * or a UPI id for rupees. Checked by the shared schema here and again by the server.
 */
export function PayoutForm({
  currency,
  available,
  onDone,
  onCancel,
}: {
  currency: RewardCurrency;
  available: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const payout = useRequestPayout();
  const form = useForm<Values>({
    resolver: zodResolver(PayoutInput),
    defaultValues: { currency, method: 'bank', accountHolder: '', account: '', bankCode: '' },
  });
  const { errors } = form.formState;
  const upi = form.watch('method') === 'upi';
  return (
    <form
      noValidate
      aria-label={`Payout details (${currency})`}
      className="mt-3 space-y-3 border-t border-slate-100 pt-3"
      onSubmit={form.handleSubmit((values) =>
        payout.mutate(values, {
          onSuccess: (p) => {
            toast.success(`Payout of ${formatMoney(p.amountMinor, p.currency, { cents: true })} requested.`);
            onDone();
          },
          onError: (err) => {
            const named =
              err instanceof ApiError ? err.errors.filter((e) => FIELDS.includes(e.field as never)) : [];
            for (const e of named) form.setError(e.field as (typeof FIELDS)[number], { message: e.message });
            if (named.length === 0) toast.error(err.message);
          },
        }),
      )}
    >
      {currency === 'INR' && (
        <FormField label="Paid to" error={errors.method}>
          <select className={selectClass} {...form.register('method')}>
            <option value="bank">Bank account (NEFT/IMPS)</option>
            <option value="upi">UPI</option>
          </select>
        </FormField>
      )}
      <FormField label="Account holder" hint="The name the account is in." error={errors.accountHolder}>
        <Input autoComplete="name" {...form.register('accountHolder')} />
      </FormField>
      <FormField
        label={upi ? 'UPI id' : ACCOUNT_LABEL[currency]}
        hint={upi ? 'Like name@bank.' : undefined}
        error={errors.account}
      >
        <Input autoComplete="off" spellCheck={false} {...form.register('account')} />
      </FormField>
      {!upi && (
        <FormField label={BANK_CODE_LABEL[currency]} error={errors.bankCode}>
          <Input autoComplete="off" spellCheck={false} {...form.register('bankCode')} />
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={payout.isPending}>
          {payout.isPending
            ? 'Requesting…'
            : `Request payout of ${formatMoney(available, currency, { cents: true })}`}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
