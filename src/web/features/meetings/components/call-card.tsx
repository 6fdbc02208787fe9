import { useState } from 'react';
import { Link } from 'react-router';
import { formatCallTime } from '../../../../shared/dates.ts';
import { CALL_STATUS_LABELS, type Call } from '../../../../shared/schemas/meetings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast.ts';
import { detailPath } from '../../catalog/lib/paths.ts';
import { useCallAction } from '../api/calls.ts';
import { describeCall } from '../lib/describe-call.ts';
import { SlotsForm } from './slots-form.tsx';

const TONE = { requested: 'accent', confirmed: 'brand' } as const;

/** One call with what the viewer's side can do now; times in the viewer's own zone. */
export function CallCard({ call }: { call: Call }) {
  const action = useCallAction(call.id);
  const [proposing, setProposing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const counterpart = call.side === 'seeker' ? call.company : call.seekerName;
  const open = call.status === 'requested' || call.status === 'confirmed';
  const canConfirm = call.status === 'requested' && call.proposedBy !== call.side;
  const titleId = `call-${call.id}`;

  const run = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: (err) => toast.error(err.message),
    });

  return (
    <li
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="call-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-brand-900">
            <Link to={detailPath(call.listing)} className="hover:underline">
              {call.listing.title}
            </Link>
          </h3>
          <p className="text-sm text-muted">with {counterpart}</p>
        </div>
        <Badge
          tone={call.status in TONE ? TONE[call.status as keyof typeof TONE] : 'neutral'}
          data-testid="call-status"
        >
          {CALL_STATUS_LABELS[call.status]}
        </Badge>
      </div>
      <p className="mt-2 text-sm">{describeCall(call, counterpart)}</p>
      {call.startsAt && call.status !== 'requested' && (
        <p className="mt-2 font-semibold text-ink" data-testid="call-time">
          {formatCallTime(call.startsAt)}
        </p>
      )}
      {call.status === 'requested' && (
        <ul className="mt-3 space-y-2" aria-label="Proposed times">
          {call.slots.map((slot) => (
            <li
              key={slot}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
            >
              <span className="text-sm" data-testid="call-slot">
                {formatCallTime(slot)}
              </span>
              {canConfirm && (
                <Button
                  size="sm"
                  disabled={action.isPending}
                  onClick={() => run({ action: 'confirm', startsAt: slot }, 'Call confirmed.')}
                  aria-label={`Confirm ${formatCallTime(slot)}`}
                >
                  Confirm
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {call.note && (
        <p className="mt-3 text-sm whitespace-pre-line">
          <span className="text-muted">Note: </span>
          {call.note}
        </p>
      )}
      {open && proposing && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <SlotsForm
            label={`Propose other times for ${call.listing.title}`}
            submitLabel="Send these times"
            pending={action.isPending}
            onCancel={() => setProposing(false)}
            onSubmit={async ({ slots, timeZone }) => {
              await action.mutateAsync({ action: 'propose', slots, timeZone });
              toast.success('New times sent.');
              setProposing(false);
            }}
          />
        </div>
      )}
      {open && !proposing && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setProposing(true)}>
            {call.status === 'confirmed' ? 'Reschedule' : canConfirm ? 'Propose other times' : 'Change times'}
          </Button>
          {call.side === 'franchisor' && call.status === 'requested' && (
            <Button
              variant="outline"
              size="sm"
              disabled={action.isPending}
              onClick={() => run({ action: 'decline' }, 'Call request declined.')}
            >
              Decline
            </Button>
          )}
          {cancelling ? (
            <fieldset className="m-0 flex flex-wrap items-center gap-2 border-0 p-0">
              <legend className="sr-only">Cancel this call?</legend>
              <Button
                variant="destructive"
                size="sm"
                disabled={action.isPending}
                onClick={() => run({ action: 'cancel' }, 'Call cancelled.')}
              >
                Yes, cancel the call
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setCancelling(false)}>
                Keep it
              </Button>
            </fieldset>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
              Cancel call
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
