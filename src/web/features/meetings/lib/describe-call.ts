import type { Call } from '../../../../shared/schemas/meetings.ts';

/** Ends a sentence once: a company name may end in its own period ("Lone Star Taco Co."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** Where a call stands, in a sentence for the viewer's side. */
export function describeCall(call: Call, counterpart: string): string {
  switch (call.status) {
    case 'requested':
      return call.proposedBy === call.side
        ? `Waiting for ${counterpart} to confirm one of your times.`
        : `${counterpart} proposed these times. Confirm one or propose others.`;
    case 'confirmed':
      return `${sentence(`Booked with ${counterpart}`)} The calendar invitation is in your e-mail.`;
    case 'completed':
      return 'This call has taken place.';
    case 'declined':
      return `${call.side === 'seeker' ? counterpart : 'You'} declined this request.`;
    case 'cancelled':
      return sentence(`Cancelled by ${call.cancelledBy === call.side ? 'you' : counterpart}`);
  }
}
