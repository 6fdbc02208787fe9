import type { ComponentProps } from 'react';
import { FieldError, Label } from '../../../components/ui/input.tsx';

/** A labelled native select (keyboard and screen readers for free). */
export function NativeSelect({
  id,
  label,
  placeholder,
  options,
  error,
  ...props
}: ComponentProps<'select'> & {
  id: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        defaultValue=""
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-600"
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
