import { BRAND } from '../../../shared/brand.ts';
import { formatCallTime, formatClock } from '../../../shared/dates.ts';
import { lines, type MailText } from './mail-text.ts';

/**
 * A time as a person reads it in a zone, with UTC after it: mail has no viewer's zone, so the
 * proposer's zone is named and the attached .ics puts the call in the reader's own calendar.
 */
export function callTime(at: Date | string, timeZone: string): string {
  const local = formatCallTime(at, timeZone);
  return timeZone === 'UTC' ? local : `${local} (${timeZone}; ${formatClock(at, 'UTC')} UTC)`;
}

interface CallMailBase {
  listing: string;
  /** The other side: the company for the seeker, the seeker's name for the company. */
  counterpart: string;
  link: string;
}

/** To the company: a seeker asks for a call and proposes times. */
export function callRequestedMail(
  input: CallMailBase & { slots: string[]; timeZone: string; note: string },
): MailText {
  return {
    subject: `${input.counterpart} asks for a call about ${input.listing}`,
    text: lines(
      `${input.counterpart} would like a call about ${input.listing} at one of these times:`,
      '',
      ...input.slots.map((s) => `- ${callTime(s, input.timeZone)}`),
      '',
      input.note ? `Their note: ${input.note}\n` : null,
      `Confirm one, propose other times or decline: ${input.link}`,
    ),
  };
}

/** To the other side: new times were proposed (also a reschedule of a confirmed call). */
export function callNewTimesMail(
  input: CallMailBase & { slots: string[]; timeZone: string; rescheduled: boolean },
): MailText {
  return {
    subject: `${input.counterpart} proposes ${input.rescheduled ? 'new' : 'other'} times for your call about ${input.listing}`,
    text: lines(
      input.rescheduled
        ? `${input.counterpart} asks to move your call about ${input.listing}; the time you had is no longer booked.`
        : `${input.counterpart} cannot make the times you proposed for a call about ${input.listing}.`,
      'They propose:',
      '',
      ...input.slots.map((s) => `- ${callTime(s, input.timeZone)}`),
      '',
      `Confirm one or propose others: ${input.link}`,
    ),
  };
}

/** To both: the call is booked; the .ics invitation is attached. */
export function callConfirmedMail(input: CallMailBase & { startsAt: Date; timeZone: string }): MailText {
  return {
    subject: `Call confirmed: ${input.listing}, ${callTime(input.startsAt, input.timeZone)}`,
    text: lines(
      `Your call with ${input.counterpart} about ${input.listing} is confirmed for ${callTime(input.startsAt, input.timeZone)}.`,
      '',
      'The attached invitation (.ics) adds it to your calendar in your own time zone.',
      `See or change it: ${input.link}`,
    ),
  };
}

/**
 * To both: the call was cancelled, by the other side or by the reader (`byYou`), with a
 * cancelling .ics when it had been booked.
 */
export function callCancelledMail(
  input: CallMailBase & { startsAt: Date | null; timeZone: string; byYou: boolean },
): MailText {
  const who = input.byYou ? 'You' : input.counterpart;
  return {
    subject: `Call cancelled: ${input.listing}`,
    text: lines(
      input.startsAt
        ? `${who} cancelled the call about ${input.listing} on ${callTime(input.startsAt, input.timeZone)}.`
        : `${who} withdrew the call request about ${input.listing}.`,
      input.startsAt ? 'The attached update removes it from your calendar.' : null,
      '',
      `Your calls: ${input.link}`,
    ),
  };
}

/** To whoever moved a booked call: the old time is released (the attached update removes it). */
export function callMovedMail(input: CallMailBase & { startsAt: Date; timeZone: string }): MailText {
  return {
    subject: `Call moved: ${input.listing}`,
    text: lines(
      `You proposed new times for your call with ${input.counterpart} about ${input.listing}.`,
      `${callTime(input.startsAt, input.timeZone)} is no longer booked; the attached update removes it from your calendar.`,
      '',
      `Your calls: ${input.link}`,
    ),
  };
}

/** To the seeker: the company declined the call request. */
export function callDeclinedMail(input: CallMailBase): MailText {
  return {
    subject: `${input.counterpart} declined the call about ${input.listing}`,
    text: lines(
      `${input.counterpart} cannot take a call about ${input.listing} at the moment.`,
      `You can still write to them from the listing on ${BRAND.name}.`,
      '',
      `Your calls: ${input.link}`,
    ),
  };
}

/** To both, an hour before. */
export function callReminderMail(input: CallMailBase & { startsAt: Date; timeZone: string }): MailText {
  return {
    subject: `In one hour: your call about ${input.listing}`,
    text: lines(
      `Reminder: your call with ${input.counterpart} about ${input.listing} starts at ${callTime(input.startsAt, input.timeZone)}.`,
      '',
      `Details: ${input.link}`,
    ),
  };
}
