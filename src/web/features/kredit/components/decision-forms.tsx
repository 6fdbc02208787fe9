import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, Check, MessageSquareMore, PlayCircle, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney, toMajorUnits, toMinorUnits } from '../../../../shared/money.ts';
import {
  KreditDecisionBody,
  type KreditDecisionT,
  type KreditReviewItemT,
} from '../../../../shared/schemas/kredit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { useKreditDecision } from '../api/review.ts';

type DecisionValues = z.input<typeof KreditDecisionBody>;

/** One decision form: the shared schema checks it, the server's field errors land on the field. */
function useDecisionForm(item: KreditReviewItemT, defaults: DecisionValues, done: string) {
  const decide = useKreditDecision(item.id);
  const form = useForm<DecisionValues>({
    resolver: zodResolver(KreditDecisionBody),
    defaultValues: defaults,
  });
  // mutateAsync: a decision changes the status, which may unmount this form before callbacks run.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await decide.mutateAsync(values as KreditDecisionT);
      toast.success(done);
    } catch (e) {
      const field = e instanceof ApiError ? e.errors[0] : undefined;
      if (field) form.setError(field.field as never, { message: (e as Error).message });
      else errorToast(e);
    }
  });
  return { form, onSubmit, pending: decide.isPending };
}

function TextDecision({
  item,
  action,
  label,
  button,
  icon,
  variant,
}: {
  item: KreditReviewItemT;
  action: 'reject' | 'request_info';
  label: string;
  button: string;
  icon: React.ReactNode;
  variant: 'outline' | 'destructive';
}) {
  const key = action === 'reject' ? 'reason' : 'message';
  const { form, onSubmit, pending } = useDecisionForm(
    item,
    { action, [key]: '' } as DecisionValues,
    action === 'reject' ? 'Application rejected' : 'More information requested',
  );
  const id = `${action}-${item.id}`;
  const error = (form.formState.errors as Record<string, { message?: string }>)[key]?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(key as never)}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <Button type="submit" variant={variant} disabled={pending}>
        {icon}
        {button}
      </Button>
    </form>
  );
}

function ApproveForm({ item }: { item: KreditReviewItemT }) {
  const requested = item.amountMinor ?? 0;
  const suggested = Math.min(requested, item.allowance.remaining.minor);
  const { form, onSubmit, pending } = useDecisionForm(
    item,
    // The amount comes from the input (typed in major units, read through setValueAs).
    { action: 'approve' } as DecisionValues,
    'Application approved',
  );
  const id = `approve-${item.id}`;
  const error = (form.formState.errors as Record<string, { message?: string }>).amountMinor?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor={id}>Approved amount ({item.currency})</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...form.register('amountMinor' as never, {
          setValueAs: (v: string) => (v === '' ? undefined : toMinorUnits(Number(v), item.currency)),
        })}
        defaultValue={toMajorUnits(suggested, item.currency)}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        At most the {formatMoney(requested, item.currency)} requested and the{' '}
        {formatMoney(item.allowance.remaining.minor, item.currency)} left of the yearly limit.
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <Button type="submit" disabled={pending}>
        <Check aria-hidden="true" />
        Approve
      </Button>
    </form>
  );
}

function SimpleDecision({ item, action }: { item: KreditReviewItemT; action: 'start_review' | 'disburse' }) {
  const decide = useKreditDecision(item.id);
  return (
    <Button
      variant={action === 'disburse' ? 'primary' : 'outline'}
      disabled={decide.isPending}
      onClick={() =>
        decide.mutate(
          { action },
          {
            onSuccess: () => toast.success(action === 'disburse' ? 'Marked as paid out' : 'Review started'),
            onError: errorToast,
          },
        )
      }
    >
      {action === 'disburse' ? <Banknote aria-hidden="true" /> : <PlayCircle aria-hidden="true" />}
      {action === 'disburse' ? 'Mark as paid out' : 'Start review'}
    </Button>
  );
}

/** The decisions the application's status allows. */
export function DecisionForms({ item }: { item: KreditReviewItemT }) {
  const deciding = item.status === 'submitted' || item.status === 'under_review';
  if (item.status === 'submitted' || item.status === 'under_review' || item.status === 'approved') {
    return (
      <div className="space-y-6">
        {item.status === 'submitted' && <SimpleDecision item={item} action="start_review" />}
        {item.status === 'approved' && <SimpleDecision item={item} action="disburse" />}
        {deciding && (
          <>
            <TextDecision
              item={item}
              action="request_info"
              label="Ask the applicant for more information"
              button="Request information"
              icon={<MessageSquareMore aria-hidden="true" />}
              variant="outline"
            />
            <ApproveForm item={item} />
            <TextDecision
              item={item}
              action="reject"
              label="Reason for rejecting (the applicant reads it)"
              button="Reject"
              icon={<X aria-hidden="true" />}
              variant="destructive"
            />
          </>
        )}
      </div>
    );
  }
  return (
    <p className="text-sm text-muted">
      {item.status === 'more_info_requested'
        ? 'Waiting for the applicant’s answer.'
        : 'This application is decided; nothing is left to do.'}
    </p>
  );
}
