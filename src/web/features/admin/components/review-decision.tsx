import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { ReviewDecisionT } from '../../../../shared/schemas/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Label, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';

export type ReviewDecisionInput =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'reject'; reason: string };

interface ReviewDecisionProps {
  id: string;
  /** The item's name in the toasts. */
  name: string;
  /** Who the rejection reason is e-mailed to. */
  recipient: 'franchisor' | 'vendor';
  pending: boolean;
  decide: (
    input: { id: string } & ReviewDecisionT,
    callbacks: { onSuccess: () => void; onError: (err: Error) => void },
  ) => void;
}

/** Approve, or reject with a reason: the moderators' decision on one queued listing or offering. */
export function ReviewDecision({ id, name, recipient, pending, decide }: ReviewDecisionProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const onError = (err: Error) => toast.error(err.message);
  const field = `reason-${id}`;

  if (!rejecting) {
    return (
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          disabled={pending}
          onClick={() =>
            decide(
              { id, decision: 'approve' },
              { onSuccess: () => toast.success(`${name} is approved.`), onError },
            )
          }
        >
          <Check aria-hidden="true" className="size-4" /> Approve
        </Button>
        <Button variant="outline" onClick={() => setRejecting(true)}>
          <X aria-hidden="true" className="size-4" /> Reject…
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-2">
      <Label htmlFor={field}>Reason (e-mailed to the {recipient})</Label>
      <Textarea
        id={field}
        rows={3}
        value={reason}
        aria-invalid={!!error || undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <FieldError id={`${field}-error`}>{error}</FieldError>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => {
            if (reason.trim().length < 10) return setError('Reason must be 10–2000 characters.');
            decide(
              { id, decision: 'reject', reason: reason.trim() },
              { onSuccess: () => toast.success(`${name} sent back.`), onError },
            );
          }}
        >
          Send back
        </Button>
        <Button variant="ghost" onClick={() => setRejecting(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
