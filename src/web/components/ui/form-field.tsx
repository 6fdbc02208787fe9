import { cloneElement, type ReactElement, useId } from 'react';
import type { FieldError as RhfFieldError } from 'react-hook-form';
import { FieldError, Label } from './input.tsx';

/**
 * A labelled control with its hint and error, wired for screen readers: the control gets the
 * id, aria-invalid and aria-describedby. `error` is react-hook-form's field error (or a message).
 */
export function FormField({
  label,
  hint,
  error,
  describedBy,
  children,
}: {
  label: string;
  hint?: string;
  /** Another element that describes the control (e.g. a live password-strength note). */
  describedBy?: string;
  error?: RhfFieldError | string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const message = typeof error === 'string' ? error : error?.message;
  const described =
    [describedBy, hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': described,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </div>
  );
}
