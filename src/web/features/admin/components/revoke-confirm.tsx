import { Button } from '../../../components/ui/button.tsx';

/**
 * A revoke that asks first, in place: the button, then the question with "Yes, revoke" and
 * Cancel. Used for an admin's access and for a pending invitation.
 */
export function RevokeConfirm({
  asking,
  question,
  label,
  ariaLabel,
  pending,
  onAsk,
  onCancel,
  onConfirm,
}: {
  asking: boolean;
  question: string;
  label: string;
  ariaLabel: string;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  if (!asking) {
    return (
      <Button size="sm" variant="outline" aria-label={ariaLabel} onClick={onAsk}>
        {label}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-ink">{question}</span>
      <Button size="sm" variant="destructive" disabled={pending} onClick={onConfirm}>
        {pending ? 'Revoking...' : 'Yes, revoke'}
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
