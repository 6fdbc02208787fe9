import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { ReviewDecisionInput, type ReviewDecisionT } from '../../../../shared/schemas/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { RejectReason } from './reject-reason.tsx';

const RejectFields = z.object({ reason: ReviewDecisionInput.options[1].shape.reason });

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
  const onError = (err: Error) => toast.error(err.message);

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
    <div className="mt-4">
      <RejectReason
        id={`reason-${id}`}
        label={`Reason (e-mailed to the ${recipient})`}
        schema={RejectFields}
        submitLabel="Send back"
        pending={pending}
        onSubmit={(reason) =>
          decide(
            { id, decision: 'reject', reason },
            { onSuccess: () => toast.success(`${name} sent back.`), onError },
          )
        }
        onCancel={() => setRejecting(false)}
      />
    </div>
  );
}
