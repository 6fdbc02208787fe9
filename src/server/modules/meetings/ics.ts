import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BRAND } from '../../../shared/brand.ts';
import type { MailAttachment } from '../../db/schema/index.ts';

export interface Invitation {
  callId: string;
  /** Grows with every change, so calendars replace the older version of the same UID. */
  sequence: number;
  cancel: boolean;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string } | null;
  attendee: { name: string; email: string } | null;
}

/** The iCalendar invitation (or its cancellation) of one call, as a mail attachment. */
export function callInvitation(input: Invitation): MailAttachment {
  const method = input.cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    name: `${BRAND.name} call`,
    method,
    prodId: { company: BRAND.name, product: 'calls', language: 'EN' },
  });
  calendar.createEvent({
    id: `call-${input.callId}@${BRAND.name.toLowerCase()}`,
    sequence: input.sequence,
    start: input.startsAt,
    end: input.endsAt,
    stamp: new Date(),
    summary: input.summary,
    description: input.description,
    url: input.url,
    status: input.cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer ?? undefined,
    attendees: input.attendee ? [{ ...input.attendee, rsvp: false }] : [],
  });
  return {
    filename: input.cancel ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
