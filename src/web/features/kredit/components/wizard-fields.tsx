import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { toMajorUnits, toMinorUnits } from '../../../../shared/money.ts';
import {
  KREDIT_PURPOSE_LABELS,
  KREDIT_PURPOSES,
  type KreditAnswersT,
} from '../../../../shared/schemas/kredit.ts';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';

export type WizardForm = UseFormReturn<KreditAnswersT>;
type Name = keyof KreditAnswersT;

/** A labelled control with its hint and its error (the message names the field and the rule). */
function Field({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: WizardForm;
  name: Name;
  label: string;
  hint?: ReactNode;
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const error = form.formState.errors[name]?.message;
  const id = `kredit-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** Money typed in major units (rupees, dollars), kept in minor units as the schema wants. */
function MoneyField({
  form,
  name,
  label,
  hint,
}: {
  form: WizardForm;
  name: 'amountMinor' | 'monthlyRevenueMinor';
  label: string;
  hint?: ReactNode;
}) {
  const currency = form.getValues('currency');
  return (
    <Field form={form} name={name} label={`${label} (${currency})`} hint={hint}>
      {(a11y) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value == null ? '' : toMajorUnits(field.value, currency)}
              onChange={(e) =>
                field.onChange(
                  e.target.value === '' ? undefined : toMinorUnits(Number(e.target.value), currency),
                )
              }
            />
          )}
        />
      )}
    </Field>
  );
}

export function ApplicantStep({ form, country }: { form: WizardForm; country: string | null }) {
  return (
    <div className="space-y-5">
      <Field form={form} name="fullName" label="Full name" hint="As it appears on your proof of identity.">
        {(a11y) => <Input {...a11y} autoComplete="name" {...form.register('fullName')} />}
      </Field>
      <Field form={form} name="phone" label="Phone">
        {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" {...form.register('phone')} />}
      </Field>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-muted">
        Country: <strong className="text-ink">{country ?? 'not set'}</strong> · amounts in{' '}
        <strong className="text-ink">{form.getValues('currency')}</strong>. Both come from your profile when
        the application starts.
      </p>
    </div>
  );
}

export function BusinessStep({ form }: { form: WizardForm }) {
  const stage = form.watch('stage');
  const stageError = form.formState.errors.stage?.message;
  return (
    <div className="space-y-5">
      <fieldset className="space-y-2" aria-describedby={stageError ? 'kredit-stage-error' : undefined}>
        <legend className="text-sm font-medium">Your franchise</legend>
        {(
          [
            ['operating', 'I run a franchise unit', 'It is open and trading.'],
            ['buying', 'I am buying a franchise', 'It is not open yet; give the revenue you expect.'],
          ] as const
        ).map(([value, title, text]) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={value}
              className="mt-1"
              {...form.register('stage', {
                onChange: (e) => {
                  if (e.target.value === 'buying') form.setValue('monthsTrading', 0);
                },
              })}
            />
            <span>
              <span className="block text-sm font-semibold text-ink">{title}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </label>
        ))}
        <FieldError id="kredit-stage-error">{stageError}</FieldError>
      </fieldset>
      <Field
        form={form}
        name="businessName"
        label={stage === 'buying' ? 'Franchise you are buying' : 'Business name'}
      >
        {(a11y) => <Input {...a11y} autoComplete="organization" {...form.register('businessName')} />}
      </Field>
      <Field form={form} name="city" label="City">
        {(a11y) => <Input {...a11y} autoComplete="address-level2" {...form.register('city')} />}
      </Field>
      {stage !== 'buying' && (
        <Field
          form={form}
          name="monthsTrading"
          label="Months trading"
          hint="How long the unit has been open."
        >
          {(a11y) => (
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={0}
              {...form.register('monthsTrading', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
            />
          )}
        </Field>
      )}
    </div>
  );
}

export function FundingStep({ form, amountHint }: { form: WizardForm; amountHint: ReactNode }) {
  const buying = form.watch('stage') === 'buying';
  return (
    <div className="space-y-5">
      <MoneyField form={form} name="amountMinor" label="Amount" hint={amountHint} />
      <Field form={form} name="purpose" label="Purpose">
        {(a11y) => (
          <select
            {...a11y}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-600"
            {...form.register('purpose')}
          >
            <option value="">Choose what the money is for</option>
            {KREDIT_PURPOSES.map((p) => (
              <option key={p} value={p}>
                {KREDIT_PURPOSE_LABELS[p]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        form={form}
        name="purposeDetails"
        label="Purpose details"
        hint="What you will spend it on, in a few sentences."
      >
        {(a11y) => <Textarea {...a11y} rows={4} {...form.register('purposeDetails')} />}
      </Field>
      <MoneyField
        form={form}
        name="monthlyRevenueMinor"
        label={buying ? 'Expected monthly revenue' : 'Monthly revenue'}
        hint={
          buying
            ? 'From the franchisor’s figures or your business plan.'
            : 'Your average over the last 6 months.'
        }
      />
    </div>
  );
}
