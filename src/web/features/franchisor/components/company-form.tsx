import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { BRAND } from '../../../../shared/brand.ts';
import { LISTABLE_MARKETS, MARKETS, placeName } from '../../../../shared/markets.ts';
import type { BillingCountry } from '../../../../shared/membership-plans.ts';
import {
  type CompanyRegistration,
  CompanyRegistrationBody,
  type CompanyRegistrationInput,
} from '../../../../shared/schemas/membership.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';

const TAX_ID: Record<BillingCountry, { label: string; placeholder: string; hint: string } | null> = {
  IN: { label: 'GSTIN', placeholder: '27AAPFU0939F1ZV', hint: '15 characters; we check its check digit.' },
  US: { label: 'EIN', placeholder: '12-3456789', hint: 'As on your IRS letter: NN-NNNNNNN.' },
  GB: null,
};

type FieldName = Exclude<keyof CompanyRegistrationInput, 'billingCountry' | 'markets'>;

/** The company step of the registration: validated with the same schema the server uses. */
export function CompanyForm({
  billingCountry,
  defaults,
  submitLabel,
  pending,
  onSubmit,
  serverErrors,
}: {
  billingCountry: BillingCountry;
  defaults?: CompanyRegistration;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CompanyRegistration) => void;
  serverErrors?: { field: string; message: string }[];
}) {
  const id = useId();
  const form = useForm<CompanyRegistrationInput, unknown, CompanyRegistration>({
    resolver: zodResolver(CompanyRegistrationBody),
    mode: 'onTouched',
    defaultValues: defaults ?? {
      legalName: '',
      brandName: '',
      website: '',
      headquarters: '',
      yearFounded: '' as unknown as number,
      contactPerson: '',
      phone: '',
      billingCountry,
      markets: [billingCountry],
      taxId: '',
      leadsEmail: '',
    },
  });
  const { errors } = form.formState;
  const serverError = (name: string) => serverErrors?.find((e) => e.field === name)?.message;
  const taxId = TAX_ID[billingCountry];

  const text = (name: FieldName, label: string, props: Record<string, unknown> = {}, hint?: string) => {
    const message = errors[name]?.message ?? serverError(name);
    const describedBy = [hint && `${id}-${name}-hint`, message && `${id}-${name}-error`]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <Input
          id={`${id}-${name}`}
          aria-invalid={!!message || undefined}
          aria-describedby={describedBy || undefined}
          {...props}
          {...form.register(name)}
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
        <FieldError id={`${id}-${name}-error`}>{message}</FieldError>
      </div>
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('legalName', 'Legal company name', { autoComplete: 'organization' })}
        {text('brandName', 'Brand name')}
        {text('website', 'Website (optional)', { type: 'url', placeholder: 'https://', autoComplete: 'url' })}
        {text('headquarters', 'Headquarters (city, country)', { autoComplete: 'address-level2' })}
        {text('yearFounded', 'Year founded', { inputMode: 'numeric', placeholder: '2008' })}
        {text('contactPerson', 'Contact person', { autoComplete: 'name' })}
        {text(
          'phone',
          'Phone',
          { type: 'tel', autoComplete: 'tel' },
          `A number valid in ${placeName(billingCountry)}.`,
        )}
        {taxId &&
          text(
            'taxId',
            taxId.label,
            { placeholder: taxId.placeholder, autoCapitalize: 'characters', spellCheck: false },
            taxId.hint,
          )}
        {text(
          'leadsEmail',
          defaults ? 'Add an e-mail address for leads (optional)' : 'E-mail address for leads',
          { type: 'email', autoComplete: 'email' },
          'Information requests from seekers are e-mailed here once you enter the code we send to it; until then they go to your sign-in address.',
        )}
      </div>
      <fieldset
        aria-describedby={[`${id}-markets-hint`, errors.markets && `${id}-markets-error`]
          .filter(Boolean)
          .join(' ')}
      >
        <legend className="text-sm font-medium text-ink">Markets you want to list in</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {LISTABLE_MARKETS.map((code) => (
            <label
              key={code}
              className="flex min-h-10 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                value={code}
                className="size-4 accent-brand-700"
                {...form.register('markets')}
              />
              <span>
                {MARKETS[code].name}
                {!MARKETS[code].live && <span className="text-muted"> (soon)</span>}
              </span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted" id={`${id}-markets-hint`}>
          Only markets with their own listing page are offered. A listing in a market marked “soon” is
          reviewed now and shown as soon as {BRAND.name} opens there.
        </p>
        <FieldError id={`${id}-markets-error`}>
          {errors.markets?.message ?? serverError('markets')}
        </FieldError>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
