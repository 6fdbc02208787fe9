import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';

/** The reason field of a refusal, as the shared schema of that decision defines it. */
export type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * A moderator's refusal with a reason that is e-mailed to the other side (a listing, an
 * offering, a recorded purchase): the reason field, the refusing button and Cancel.
 */
export function RejectReason({
  id,
  label,
  schema,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  schema: ReasonSchema;
  submitLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('reason')}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => void form.handleSubmit(({ reason }) => onSubmit(reason))()}
        >
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
