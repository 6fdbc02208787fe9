import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { budgetOptionsFor } from '../../../../../shared/budget-bands.ts';
import { BUSINESS_EXPERIENCE, FINANCING_NEEDED, INVESTMENT_TIMELINES } from '../../../../../shared/enums.ts';
import { PROFILE_LIMITS } from '../../../../../shared/limits.ts';
import {
  type Profile,
  type ProfileUpdate,
  phoneMatchesCountry,
} from '../../../../../shared/schemas/accounts.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { EXPERIENCE_LABELS, FINANCING_LABELS, TIMELINE_LABELS } from '../../labels.ts';
import { errorToast } from '../../toasts.ts';
import { CountrySelect } from '../country-select.tsx';
import { IndustryCheckboxes } from '../industry-checkboxes.tsx';
import { NativeSelect } from '../native-select.tsx';

/** Optional whole dollars, typed with or without separators ("80,000"). */
const meansField = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,3}(,?\d{3})*$|^\d+$/.test(v), `${label} must be whole US dollars.`)
    .refine((v) => v === '' || toDollars(v)! <= PROFILE_LIMITS.meansUsd, `${label} is too large.`);

const toDollars = (v: string) => (v.trim() ? Number(v.replace(/,/g, '')) : null);

export const schema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required.').max(PROFILE_LIMITS.name),
    lastName: z.string().trim().max(PROFILE_LIMITS.name),
    location: z.string(),
    phone: z.string().trim().max(PROFILE_LIMITS.phone.max),
    investmentBudget: z.string(),
    investmentTimeline: z.string(),
    preferredIndustries: z.array(z.string()),
    businessExperience: z.string(),
    financingNeeded: z.string(),
    liquidCapitalUsd: meansField('Liquid capital'),
    netWorthUsd: meansField('Net worth'),
    preferredLocations: z.string().max(PROFILE_LIMITS.preferredLocations),
    additionalInfo: z.string().max(PROFILE_LIMITS.additionalInfo),
  })
  .superRefine((v, ctx) => phoneMatchesCountry({ phone: v.phone, country: v.location }, ctx));

type Values = z.infer<typeof schema>;

export const toValues = (p: Profile): Values => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  location: p.location ?? '',
  phone: p.phone ?? '',
  investmentBudget: p.investmentBudget ?? '',
  investmentTimeline: p.investmentTimeline ?? '',
  preferredIndustries: p.preferredIndustries,
  businessExperience: p.businessExperience ?? '',
  financingNeeded: p.financingNeeded ?? '',
  liquidCapitalUsd: p.liquidCapitalUsd === null ? '' : String(p.liquidCapitalUsd),
  netWorthUsd: p.netWorthUsd === null ? '' : String(p.netWorthUsd),
  preferredLocations: p.preferredLocations ?? '',
  additionalInfo: p.additionalInfo ?? '',
});

export const orNull = <T extends string>(v: string) => (v ? (v as T) : null);

export function ProfileForm({ profile }: { profile: Profile }) {
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: toValues(profile) });
  const update = useUpdateProfile();
  const { errors, isDirty } = form.formState;
  const seeker = profile.role === 'user';
  const selected = form.watch('preferredIndustries');
  // The bands of the country in the form (rupees for India), keeping the budget already chosen.
  const budgetOptions = budgetOptionsFor(form.watch('location'), form.watch('investmentBudget'));

  const submit = form.handleSubmit(async (v) => {
    const changes: ProfileUpdate = {
      firstName: v.firstName,
      lastName: v.lastName || null,
      location: v.location || null,
      phone: v.phone || null,
      ...(seeker
        ? {
            investmentBudget: orNull<NonNullable<Profile['investmentBudget']>>(v.investmentBudget),
            investmentTimeline: orNull<NonNullable<Profile['investmentTimeline']>>(v.investmentTimeline),
            preferredIndustries: v.preferredIndustries as NonNullable<ProfileUpdate['preferredIndustries']>,
            businessExperience: orNull<NonNullable<Profile['businessExperience']>>(v.businessExperience),
            financingNeeded: orNull<NonNullable<Profile['financingNeeded']>>(v.financingNeeded),
            liquidCapitalUsd: toDollars(v.liquidCapitalUsd),
            netWorthUsd: toDollars(v.netWorthUsd),
            preferredLocations: v.preferredLocations.trim() || null,
            additionalInfo: v.additionalInfo.trim() || null,
          }
        : {}),
    };
    // mutateAsync, not mutate's callbacks: refreshing the viewer after the save can remount
    // this form, and mutate's per-call callbacks are dropped for an unmounted observer.
    try {
      const saved = await update.mutateAsync(changes);
      form.reset(toValues(saved));
      toast.success('Profile updated');
    } catch (error) {
      errorToast(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold text-ink">Personal details</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-first`}>First name</Label>
            <Input
              id={`${id}-first`}
              autoComplete="given-name"
              aria-invalid={!!errors.firstName || undefined}
              aria-describedby={errors.firstName ? `${id}-first-error` : undefined}
              {...form.register('firstName')}
            />
            <FieldError id={`${id}-first-error`}>{errors.firstName?.message}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-last`}>Last name</Label>
            <Input id={`${id}-last`} autoComplete="family-name" {...form.register('lastName')} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-country`}>Country</Label>
            <Controller
              control={form.control}
              name="location"
              render={({ field }) => (
                <CountrySelect
                  id={`${id}-country`}
                  value={field.value}
                  onChange={(code) => field.onChange(code)}
                />
              )}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-phone`}>Phone</Label>
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              aria-invalid={!!errors.phone || undefined}
              aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
              {...form.register('phone')}
            />
            <FieldError id={`${id}-phone-error`}>{errors.phone?.message}</FieldError>
          </div>
        </div>
      </Card>

      {seeker && (
        <Card className="space-y-5 p-6">
          <h2 className="text-lg font-semibold text-ink">Investment preferences</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <NativeSelect
              id={`${id}-budget`}
              label="Investment budget"
              placeholder="Select a budget"
              defaultValue={undefined}
              options={budgetOptions}
              {...form.register('investmentBudget')}
            />
            <NativeSelect
              id={`${id}-timeline`}
              label="Investment timeline"
              placeholder="Select a timeline"
              defaultValue={undefined}
              options={INVESTMENT_TIMELINES.map((v) => ({ value: v, label: TIMELINE_LABELS[v] }))}
              {...form.register('investmentTimeline')}
            />
            <NativeSelect
              id={`${id}-experience`}
              label="Business experience"
              placeholder="Select your experience"
              defaultValue={undefined}
              options={BUSINESS_EXPERIENCE.map((v) => ({ value: v, label: EXPERIENCE_LABELS[v] }))}
              {...form.register('businessExperience')}
            />
            <NativeSelect
              id={`${id}-financing`}
              label="Do you need financing?"
              placeholder="Select an answer"
              defaultValue={undefined}
              options={FINANCING_NEEDED.map((v) => ({ value: v, label: FINANCING_LABELS[v] }))}
              {...form.register('financingNeeded')}
            />
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-liquid`}>Liquid capital (US$)</Label>
              <Input
                id={`${id}-liquid`}
                inputMode="numeric"
                placeholder="e.g. 80,000"
                aria-invalid={!!errors.liquidCapitalUsd || undefined}
                aria-describedby={`${id}-means-hint${errors.liquidCapitalUsd ? ` ${id}-liquid-error` : ''}`}
                {...form.register('liquidCapitalUsd')}
              />
              <FieldError id={`${id}-liquid-error`}>{errors.liquidCapitalUsd?.message}</FieldError>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-worth`}>Net worth (US$)</Label>
              <Input
                id={`${id}-worth`}
                inputMode="numeric"
                placeholder="e.g. 400,000"
                aria-invalid={!!errors.netWorthUsd || undefined}
                aria-describedby={`${id}-means-hint${errors.netWorthUsd ? ` ${id}-worth-error` : ''}`}
                {...form.register('netWorthUsd')}
              />
              <FieldError id={`${id}-worth-error`}>{errors.netWorthUsd?.message}</FieldError>
            </div>
          </div>
          <p id={`${id}-means-hint`} className="text-xs text-muted">
            Optional. Franchisors ask for a minimum of both; your matches compare them with what you state
            here. Only you see these figures.
          </p>
          <fieldset>
            <legend className="text-sm font-medium text-ink">Preferred industries</legend>
            <IndustryCheckboxes
              register={form.register('preferredIndustries')}
              selected={selected}
              className="lg:grid-cols-3"
            />
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-locations`}>Preferred locations</Label>
            <Input
              id={`${id}-locations`}
              placeholder="e.g. Austin, Texas or Pune"
              {...form.register('preferredLocations')}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-info`}>Additional information</Label>
            <Textarea id={`${id}-info`} {...form.register('additionalInfo')} />
          </div>
        </Card>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
          Discard changes
        </Button>
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
