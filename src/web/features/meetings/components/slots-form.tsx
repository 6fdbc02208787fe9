import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CALLS } from '../../../../shared/limits.ts';
import { CallSlotsForm, type CallSlotsFormValues } from '../../../../shared/schemas/meetings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localInput, slotsFromForm, viewerZone } from '../lib/time.ts';

const SLOT_FIELDS = ['slot1', 'slot2', 'slot3'] as const;

/**
 * Up to three times in the viewer's own zone (datetime-local inputs); they leave as UTC
 * instants with the zone's name. Used to request a call and to propose other times.
 */
export function SlotsForm({
  label,
  submitLabel,
  withNote = false,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  withNote?: boolean;
  pending: boolean;
  onSubmit: (input: { slots: string[]; timeZone: string; note: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const zone = viewerZone();
  const form = useForm<CallSlotsFormValues>({
    resolver: zodResolver(CallSlotsForm),
    defaultValues: { slot1: '', slot2: '', slot3: '', note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ slots: slotsFromForm(values), timeZone: zone, note: values.note });
      form.reset();
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.errors.find((e) => e.field.startsWith('slots'))?.message ?? err.message)
          : 'The times could not be sent. Please try again.';
      form.setError('root', { message });
    }
  });

  return (
    <form noValidate aria-label={label} onSubmit={submit} className="space-y-3">
      <p className="text-sm text-muted" data-testid="slots-zone">
        Times are in your time zone: <strong className="font-medium text-ink">{zone}</strong>. Each call takes{' '}
        {CALLS.durationMinutes} minutes.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {SLOT_FIELDS.map((name, i) => (
          <FormField
            key={name}
            label={i === 0 ? 'First choice' : `Option ${i + 1} (optional)`}
            error={errors[name]}
          >
            <Input type="datetime-local" min={localInput(0.5)} step={900} {...form.register(name)} />
          </FormField>
        ))}
      </div>
      {withNote && (
        <FormField label="Note for the franchisor (optional)" error={errors.note}>
          <Textarea rows={2} maxLength={CALLS.noteMax} {...form.register('note')} />
        </FormField>
      )}
      {errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
