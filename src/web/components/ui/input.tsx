import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-600 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // No colour of its own: it inherits ink, and a caller may pass text-muted.
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
  return <label className={cn('text-sm font-medium', className)} {...props} />;
}

/**
 * An input's error, linked from the input with aria-describedby. Its line is kept while there is
 * no message: a message that came or went when the field lost focus moved the form under the
 * pointer, and the click that blurred it (on "Save and continue") landed on empty space.
 */
export function FieldError({ id, children }: { id: string; children?: string }) {
  return (
    <p id={id} role="alert" className="min-h-5 text-sm text-red-700">
      {children}
    </p>
  );
}
