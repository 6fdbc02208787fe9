import { useFormContext } from 'react-hook-form';
import { INDUSTRIES } from '../../../../../shared/enums.ts';
import { LISTING_LIMITS } from '../../../../../shared/limits.ts';
import type { ListingFormValues } from '../../../../../shared/schemas/listings.ts';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { errorAt, Field, NumberField, Section } from './fields.tsx';

export function BasicsSection() {
  const { register, formState } = useFormContext<ListingFormValues>();
  const invalid = (name: string) => !!errorAt(formState.errors, name) || undefined;
  return (
    <Section id="sec-basics" title="The brand">
      <Field name="title" label="Brand name">
        <Input
          id="f-title"
          maxLength={LISTING_LIMITS.title}
          aria-invalid={invalid('title')}
          {...register('title')}
        />
      </Field>
      <Field name="category" label="Industry">
        <select
          id="f-category"
          aria-invalid={invalid('category')}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm aria-invalid:border-red-600"
          {...register('category', { setValueAs: (v) => (v === '' ? undefined : v) })}
        >
          <option value="">Choose an industry</option>
          {INDUSTRIES.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <Field name="tagline" label="Tagline (optional)">
          <Input
            id="f-tagline"
            maxLength={LISTING_LIMITS.tagline}
            {...register('tagline', { setValueAs: (v) => v || null })}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          name="description"
          label="Description"
          hint={`What a buyer should know: the concept, the support, the ideal franchisee (${LISTING_LIMITS.description.min}–${LISTING_LIMITS.description.max} characters).`}
        >
          <Textarea
            id="f-description"
            rows={6}
            aria-invalid={invalid('description')}
            {...register('description')}
          />
        </Field>
      </div>
    </Section>
  );
}

export function OperationsSection() {
  const { register } = useFormContext<ListingFormValues>();
  return (
    <Section id="sec-operations" title="Units, history and support">
      <NumberField name="unitsFranchised" label="Franchised units" whole />
      <NumberField name="unitsCompanyOwned" label="Company-owned units" whole />
      <NumberField name="foundedYear" label="Year founded" whole />
      <NumberField name="franchisingSince" label="Franchising since" whole />
      <NumberField name="trainingDays" label="Training" suffix="days" whole />
      <NumberField
        name="territoriesAvailable"
        label="Territories available"
        hint="How many territories you still sell, as a number (leave empty if you do not say)."
        whole
      />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="text-sm font-medium">Options</legend>
        {(
          [
            ['homeBased', 'Can be run from home'],
            ['veteranDiscount', 'Discount for veterans'],
            ['financingAvailable', 'Financing available'],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-700" {...register(name)} />
            {label}
          </label>
        ))}
      </fieldset>
    </Section>
  );
}
