import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney, toMajorUnits } from '../../../../shared/money.ts';
import { type Invoice, RecordPaymentBody } from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordPayment } from '../api/admin-memberships.ts';

type Values = z.input<typeof RecordPaymentBody>;
const FIELDS = ['amount', 'paidOn', 'reference'] as const;

/** What arrived for an offline invoice: amount, day and the bank transfer's reference. */
export function RecordPaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const record = useRecordPayment();
  const form = useForm<Values>({
    resolver: zodResolver(RecordPaymentBody),
    defaultValues: {
      amount: String(toMajorUnits(invoice.amountMinor, invoice.currency)),
      paidOn: new Date().toISOString().slice(0, 10),
      reference: '',
    },
  });
  const { errors } = form.formState;
  const due = formatMoney(invoice.amountMinor, invoice.currency, { exact: true });
  return (
    <form
      noValidate
      aria-label={`Record the payment of ${invoice.number}`}
      className="grid w-full gap-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit((values) => {
        const body = RecordPaymentBody.parse(values);
        record.mutate(
          { id: invoice.id, ...body },
          {
            onSuccess: () => {
              toast.success(
                `${invoice.number} is paid; the membership is active and a receipt was e-mailed.`,
              );
              onDone();
            },
            onError: (err) => {
              const field = err instanceof ApiError ? err.errors[0] : undefined;
              if (field && (FIELDS as readonly string[]).includes(field.field)) {
                form.setError(field.field as (typeof FIELDS)[number], { message: field.message });
              } else toast.error(err.message);
            },
          },
        );
      })}
    >
      <FormField
        label={`Amount received (${invoice.currency})`}
        hint={`Due: ${due}`}
        error={errors.amount?.message}
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <FormField label="Date paid" error={errors.paidOn}>
        <Input type="date" {...form.register('paidOn')} />
      </FormField>
      <FormField label="Reference" hint="As on the bank statement" error={errors.reference}>
        <Input autoComplete="off" {...form.register('reference')} />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" disabled={record.isPending}>
          Record payment
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
