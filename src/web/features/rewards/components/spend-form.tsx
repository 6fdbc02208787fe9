import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { latestToday } from '../../../../shared/dates.ts';
import { OFFERING_KIND_PAGES } from '../../../../shared/offering-kinds.ts';
import { REWARD_CURRENCIES } from '../../../../shared/rewards.ts';
import { SpendFields } from '../../../../shared/schemas/rewards.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useOfferings } from '../../offerings/api/list-offerings.ts';
import { useRecordSpend } from '../api/rewards.ts';

type Values = z.input<typeof SpendFields>;
const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** Every listed offering, grouped by kind, for the purchase's select. */
function useAllOfferings() {
  const software = useOfferings({ kind: 'software', sort: 'rating' });
  const ai = useOfferings({ kind: 'ai_tool', sort: 'rating' });
  const services = useOfferings({ kind: 'business_service', sort: 'rating' });
  return [software, ai, services];
}

/** Record a purchase with its invoice; the cashback is added to the ledger as pending. */
export function SpendForm({ offeringId }: { offeringId?: string }) {
  const record = useRecordSpend();
  const groups = useAllOfferings();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useForm<Values>({
    resolver: zodResolver(SpendFields),
    defaultValues: {
      offeringId: offeringId ?? '',
      amount: '' as unknown as number,
      currency: 'USD',
      purchasedOn: new Date().toISOString().slice(0, 10),
      vendorReference: '',
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Record a purchase"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      onSubmit={form.handleSubmit((values) => {
        if (!file) return setFileError('Attach the invoice (PDF or picture).');
        setFileError(undefined);
        const parsed = SpendFields.parse(values);
        record.mutate(
          { ...parsed, amount: String(parsed.amount), file },
          {
            onSuccess: (spend) => {
              toast.success(`Recorded. ${spend.cashbackPct}% cashback is pending confirmation.`);
              form.reset({ ...values, amount: '' as unknown as number, vendorReference: '' });
              setFile(null);
            },
            onError: (err) => {
              const field = err instanceof ApiError ? err.errors[0] : undefined;
              if (field?.field === 'file' || (err instanceof ApiError && [413, 415].includes(err.status)))
                setFileError(err.message);
              else if (field) form.setError(field.field as keyof Values, { message: field.message });
              else toast.error(err.message);
            },
          },
        );
      })}
    >
      <FormField label="Offering" error={errors.offeringId}>
        <select className={selectClass} {...form.register('offeringId')}>
          <option value="">Choose what you bought</option>
          {groups.map((g, i) => (
            <optgroup key={i} label={Object.values(OFFERING_KIND_PAGES)[i]!.title}>
              {g.data?.items.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} ({o.vendor}) · {o.cashbackPct}% back
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Amount paid" error={errors.amount?.message}>
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...form.register('amount')} />
        </FormField>
        <FormField label="Currency" error={errors.currency}>
          <select className={selectClass} {...form.register('currency')}>
            {REWARD_CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Purchase date" error={errors.purchasedOn}>
          <Input type="date" max={latestToday()} {...form.register('purchasedOn')} />
        </FormField>
      </div>
      <FormField label="Invoice or order number (optional)" error={errors.vendorReference}>
        <Input {...form.register('vendorReference')} />
      </FormField>
      <FormField
        label="Invoice"
        hint="PDF, JPEG, PNG or WebP, at most 10 MB. Only you and our team see it."
        error={fileError}
      >
        <Input
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record purchase'}
      </Button>
    </form>
  );
}
