import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { budgetOptionsFor } from '../../../../shared/budget-bands.ts';
import { BUSINESS_EXPERIENCE, FINANCING_NEEDED, INVESTMENT_TIMELINES } from '../../../../shared/enums.ts';
import { judgePassword } from '../../../../shared/password-rule.ts';
import {
  JoinAccountFields,
  JoinGoalsFields,
  phoneMatchesCountry,
} from '../../../../shared/schemas/accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignUpSeeker } from '../api/sign-up.ts';
import { EXPERIENCE_LABELS, FINANCING_LABELS, TIMELINE_LABELS } from '../labels.ts';
import { errorToast, verificationRequiredToast } from '../toasts.ts';
import { CountrySelect } from './country-select.tsx';
import { IndustryCheckboxes } from './industry-checkboxes.tsx';
import { NativeSelect } from './native-select.tsx';
import { PasswordStrength, usePasswordVerdict } from './password-strength.tsx';

export const accountStepSchema = JoinAccountFields.superRefine(async (v, ctx) => {
  phoneMatchesCountry(v, ctx);
  // The server's own password rule, with the same words about the person.
  const verdict = await judgePassword(v.password, v);
  if (!verdict.ok) ctx.addIssue({ code: 'custom', path: ['password'], message: verdict.message ?? '' });
});
const goalsSchema = JoinGoalsFields;

type AccountValues = z.infer<typeof accountStepSchema>;
type GoalsValues = z.infer<typeof goalsSchema>;

const emptyAccount: AccountValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  country: '',
  phone: '',
};
const emptyGoals = {
  investmentBudget: undefined,
  investmentTimeline: undefined,
  preferredIndustries: [],
  businessExperience: undefined,
  financingNeeded: undefined,
  preferredLocations: '',
  additionalInfo: '',
} as unknown as GoalsValues;

const STEP1_FIELDS = ['firstName', 'lastName', 'email', 'password', 'country', 'phone'] as const;

/** The six step-1 fields, shared by the seeker wizard and the franchisor form. */
export function AccountFields({
  form,
  idPrefix,
  companyName,
}: {
  form: ReturnType<typeof useForm<AccountValues>>;
  idPrefix: string;
  companyName?: string;
}) {
  const { errors } = form.formState;
  const field = (name: (typeof STEP1_FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    'aria-invalid': !!errors[name] || undefined,
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
  });
  const [password, email, firstName, lastName] = form.watch(['password', 'email', 'firstName', 'lastName']);
  const verdict = usePasswordVerdict(password, { email, firstName, lastName, companyName });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-firstName`}>First name</Label>
          <Input autoComplete="given-name" {...field('firstName')} {...form.register('firstName')} />
          <FieldError id={`${idPrefix}-firstName-error`}>{errors.firstName?.message}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-lastName`}>Last name</Label>
          <Input autoComplete="family-name" {...field('lastName')} {...form.register('lastName')} />
          <FieldError id={`${idPrefix}-lastName-error`}>{errors.lastName?.message}</FieldError>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-email`}>Email</Label>
        <Input type="email" autoComplete="email" {...field('email')} {...form.register('email')} />
        <FieldError id={`${idPrefix}-email-error`}>{errors.email?.message}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-password`}>Password</Label>
        <Input
          type="password"
          autoComplete="new-password"
          {...field('password')}
          aria-describedby={`${idPrefix}-password-strength${errors.password ? ` ${idPrefix}-password-error` : ''}`}
          {...form.register('password')}
        />
        <PasswordStrength id={`${idPrefix}-password-strength`} verdict={verdict} />
        <FieldError id={`${idPrefix}-password-error`}>{errors.password?.message}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-country`}>Country</Label>
          <Controller
            control={form.control}
            name="country"
            render={({ field: f }) => (
              <CountrySelect
                id={`${idPrefix}-country`}
                value={f.value}
                onChange={(code) => {
                  f.onChange(code);
                  if (form.getValues('phone')) void form.trigger('phone');
                }}
                invalid={!!errors.country}
                describedBy={errors.country ? `${idPrefix}-country-error` : undefined}
              />
            )}
          />
          <FieldError id={`${idPrefix}-country-error`}>{errors.country?.message}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-phone`}>Phone</Label>
          <Input type="tel" autoComplete="tel" {...field('phone')} {...form.register('phone')} />
          <FieldError id={`${idPrefix}-phone-error`}>{errors.phone?.message}</FieldError>
        </div>
      </div>
    </>
  );
}

/** Puts the server's field reasons (e.g. a common password) at the fields they concern. */
export function applyServerErrors(
  err: unknown,
  setError: (field: never, error: { message: string }) => void,
  known: readonly string[],
): string[] {
  if (!(err instanceof ApiError)) return [];
  const placed: string[] = [];
  for (const e of err.errors) {
    if (known.includes(e.field)) {
      setError(e.field as never, { message: e.message });
      placed.push(e.field);
    }
  }
  return placed;
}

/**
 * Join for seekers (spec §2/§5): step 1 account (Continue only when all six are filled), step 2
 * investment goals, then the e-mailed code. The role sent is `user`.
 */
export function JoinWizard({
  onNeedsVerification,
}: {
  onNeedsVerification: (email: string, password: string) => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const id = useId();
  const account = useForm<AccountValues>({
    resolver: zodResolver(accountStepSchema),
    defaultValues: emptyAccount,
    mode: 'onTouched',
  });
  const goals = useForm<GoalsValues>({ resolver: zodResolver(goalsSchema), defaultValues: emptyGoals });
  const signUp = useSignUpSeeker();
  const values = account.watch();
  const allFilled = STEP1_FIELDS.every((k) => String(values[k] ?? '').trim() !== '');
  const goalErrors = goals.formState.errors;

  const toStep2 = account.handleSubmit(() => setStep(2));

  const submit = goals.handleSubmit((g) => {
    const a = account.getValues();
    signUp.mutate(
      {
        ...a,
        email: a.email.trim().toLowerCase(),
        role: 'user',
        userType: 'franchise_seeker',
        investmentBudget: g.investmentBudget,
        investmentTimeline: g.investmentTimeline,
        preferredIndustries: g.preferredIndustries,
        businessExperience: g.businessExperience,
        financingNeeded: g.financingNeeded || undefined,
        preferredLocations: g.preferredLocations?.trim() || undefined,
        additionalInfo: g.additionalInfo?.trim() || undefined,
      },
      {
        onSuccess: (result) => {
          verificationRequiredToast();
          onNeedsVerification(result.email, a.password);
        },
        onError: (err) => {
          const placed = applyServerErrors(err, account.setError as never, STEP1_FIELDS);
          if (placed.length > 0) setStep(1);
          errorToast(err);
        },
      },
    );
  });

  if (step === 1) {
    return (
      <form onSubmit={toStep2} noValidate className="space-y-4">
        <p className="text-sm font-medium text-muted">Step 1 of 2 · Your account</p>
        <AccountFields form={account} idPrefix={id} />
        <Button type="submit" size="lg" className="w-full" disabled={!allFilled}>
          Continue
        </Button>
      </form>
    );
  }

  const selected = goals.watch('preferredIndustries');
  // The bands of the country chosen in step 1: rupees (lakh, crore) for India, else dollars.
  const budgetOptions = budgetOptionsFor(account.getValues('country'), goals.watch('investmentBudget'));
  return (
    <form onSubmit={submit} noValidate className="@container space-y-5">
      <p className="text-sm font-medium text-muted">Step 2 of 2 · Investment goals</p>
      <div className="grid gap-4 @lg:grid-cols-2">
        <NativeSelect
          id={`${id}-budget`}
          label="Investment budget"
          placeholder="Select a budget"
          options={budgetOptions}
          error={goalErrors.investmentBudget?.message}
          {...goals.register('investmentBudget')}
        />
        <NativeSelect
          id={`${id}-timeline`}
          label="Investment timeline"
          placeholder="Select a timeline"
          options={INVESTMENT_TIMELINES.map((v) => ({ value: v, label: TIMELINE_LABELS[v] }))}
          error={goalErrors.investmentTimeline?.message}
          {...goals.register('investmentTimeline')}
        />
      </div>
      <fieldset aria-describedby={goalErrors.preferredIndustries ? `${id}-industries-error` : undefined}>
        <legend className="text-sm font-medium text-ink">Preferred industries (choose at least one)</legend>
        <IndustryCheckboxes register={goals.register('preferredIndustries')} selected={selected} />
        <FieldError id={`${id}-industries-error`}>{goalErrors.preferredIndustries?.message}</FieldError>
      </fieldset>
      <div className="grid gap-4 @lg:grid-cols-2">
        <NativeSelect
          id={`${id}-experience`}
          label="Business experience"
          placeholder="Select your experience"
          options={BUSINESS_EXPERIENCE.map((v) => ({ value: v, label: EXPERIENCE_LABELS[v] }))}
          error={goalErrors.businessExperience?.message}
          {...goals.register('businessExperience')}
        />
        <NativeSelect
          id={`${id}-financing`}
          label="Do you need financing? (optional)"
          placeholder="Select an answer"
          options={FINANCING_NEEDED.map((v) => ({ value: v, label: FINANCING_LABELS[v] }))}
          {...goals.register('financingNeeded', { setValueAs: (v) => v || undefined })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-locations`}>Preferred locations (optional)</Label>
        <Input
          id={`${id}-locations`}
          placeholder="e.g. Austin, Texas or Pune"
          {...goals.register('preferredLocations')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-info`}>Additional information (optional)</Label>
        <Textarea id={`${id}-info`} {...goals.register('additionalInfo')} />
      </div>
      <div className="flex gap-3">
        <Button type="button" variant="outline" size="lg" onClick={() => setStep(1)}>
          Back
        </Button>
        <Button type="submit" size="lg" className="flex-1" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
