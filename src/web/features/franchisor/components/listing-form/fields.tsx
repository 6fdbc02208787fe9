import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { formatMoney, toMinorUnits } from '../../../../../shared/money.ts';
import {
  FIGURE_LABELS,
  type FigureSourceValue,
  type FinancialField,
  type ListingFormValues,
} from '../../../../../shared/schemas/listings.ts';
import { FieldError, Input, Label } from '../../../../components/ui/input.tsx';

/** Empty means "not stated" (null); anything else is read as a number (the schema names a bad one). */
export const toNumberOrNull = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return null;
  const n = Number(String(v).replace(/[,\s]/g, ''));
  return Number.isNaN(n) ? String(v) : n;
};

type Path = Parameters<ReturnType<typeof useFormContext<ListingFormValues>>['register']>[0];

/** The message the shared schema gave for a field, nested paths included. */
export function errorAt(errors: unknown, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<ListingFormValues>();
  return errorAt(formState.errors, name);
}

export function Field({
  name,
  label,
  hint,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const error = useFieldError(name);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`f-${name}`}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted">{hint}</p> : null}
      <FieldError id={`f-${name}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * A number. `whole` (counts, years) makes it a number input: the keyboard offers digits and the
 * field reads as one that wants a number; amounts and percentages stay text, which takes "1,500,000".
 */
export function NumberField({
  name,
  label,
  hint,
  suffix,
  whole,
}: {
  name: Path;
  label: string;
  hint?: ReactNode;
  suffix?: string;
  whole?: boolean;
}) {
  const { register } = useFormContext<ListingFormValues>();
  const error = useFieldError(name);
  return (
    <Field name={name} label={suffix ? `${label} (${suffix})` : label} hint={hint}>
      <Input
        id={`f-${name}`}
        {...(whole
          ? ({ type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const)
          : ({ inputMode: 'decimal' } as const))}
        autoComplete="off"
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `f-${name}-error` : undefined}
        {...register(name, { setValueAs: toNumberOrNull })}
      />
    </Field>
  );
}

/** An amount in the market's major units, read back as the market writes it (₹15.0 L in India). */
export function MoneyField({ name, label, currency }: { name: Path; label: string; currency: string }) {
  const { watch } = useFormContext<ListingFormValues>();
  const value = watch(name);
  const preview =
    typeof value === 'number' && value >= 0
      ? `= ${formatMoney(toMinorUnits(value, currency), currency)}`
      : null;
  return (
    <NumberField
      name={name}
      label={label}
      suffix={currency}
      hint={<span data-testid={`preview-${name}`}>{preview ?? `Whole ${currency} amount`}</span>}
    />
  );
}

/** Where a figure comes from: the FDD item and year, or the franchisor's own statement. */
export function SourcePicker({ field }: { field: FinancialField }) {
  const { control, formState } = useFormContext<ListingFormValues>();
  const { field: f } = useController({ control, name: `sources.${field}` as const });
  const value = f.value as FigureSourceValue | undefined;
  const error = ['', '.item', '.year']
    .map((p) => errorAt(formState.errors, `sources.${field}${p}`))
    .find(Boolean);
  const id = `f-source-${field}`;
  const set = (next: FigureSourceValue | undefined) => f.onChange(next);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={id} className="text-muted">
          {FIGURE_LABELS[field]} source
        </label>
        <select
          id={id}
          // Submit focuses the first marked field: a source's too.
          ref={f.ref}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value?.kind ?? ''}
          onChange={(e) => {
            const kind = e.target.value;
            set(
              kind === 'fdd'
                ? { kind, item: 19, year: new Date().getFullYear() - 1 }
                : kind === 'franchisor'
                  ? { kind }
                  : undefined,
            );
          }}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">Not stated</option>
          <option value="franchisor">Franchisor-reported</option>
          <option value="fdd">FDD item and year</option>
        </select>
        {value?.kind === 'fdd' ? (
          <>
            <span className="inline-flex items-center gap-1">
              Item
              <input
                aria-label={`${FIGURE_LABELS[field]} FDD item`}
                inputMode="numeric"
                className="h-8 w-12 rounded-md border border-slate-300 px-2"
                value={String(value.item ?? '')}
                onChange={(e) => set({ ...value, item: Number(e.target.value) })}
              />
            </span>
            <span className="inline-flex items-center gap-1">
              Year
              <input
                aria-label={`${FIGURE_LABELS[field]} FDD year`}
                inputMode="numeric"
                className="h-8 w-16 rounded-md border border-slate-300 px-2"
                value={String(value.year ?? '')}
                onChange={(e) => set({ ...value, year: Number(e.target.value) })}
              />
            </span>
          </>
        ) : null}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
