import { z } from 'zod';
import { CALLS } from '../limits.ts';
import { multiLineText } from './text.ts';

/** requested → confirmed → completed | cancelled | declined (a reschedule goes back to requested). */
export const CALL_STATUSES = ['requested', 'confirmed', 'completed', 'cancelled', 'declined'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

export const CALL_SIDES = ['seeker', 'franchisor'] as const;
export type CallSide = (typeof CALL_SIDES)[number];

/** An IANA zone the platform's Intl knows (e.g. Asia/Kolkata). */
export const TimeZoneSchema = z
  .string()
  .min(1, 'Time zone is missing.')
  .max(64, 'Time zone: not a known zone.')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Time zone: not a known zone.');

const SlotStart = z.iso.datetime({ offset: true, message: 'A time must be a date and time.' });

const Slots = z
  .array(SlotStart)
  .min(1, 'Propose at least one time.')
  .max(CALLS.maxSlots, `Propose at most ${CALLS.maxSlots} times.`)
  .refine((s) => new Set(s.map((v) => Date.parse(v))).size === s.length, 'The proposed times must differ.');

/** A seeker asks a listing's company for a call: up to three start times (UTC) and their zone. */
export const CallRequestInput = z
  .object({
    slots: Slots,
    timeZone: TimeZoneSchema,
    note: multiLineText(0, CALLS.noteMax, `Note: at most ${CALLS.noteMax} characters.`).optional(),
  })
  .meta({ id: 'CallRequestInput' });
export type CallRequestInputT = z.infer<typeof CallRequestInput>;

/** What either side does with a call. */
export const CallActionInput = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('confirm'), startsAt: SlotStart }),
    z.object({ action: z.literal('propose'), slots: Slots, timeZone: TimeZoneSchema }),
    z.object({ action: z.literal('decline') }),
    z.object({ action: z.literal('cancel') }),
  ])
  .meta({ id: 'CallActionInput' });
export type CallActionInputT = z.infer<typeof CallActionInput>;

export const CallIdParam = z.object({
  id: z.uuid('Not a valid call id.').meta({ param: { name: 'id', in: 'path' } }),
});
export const ListingIdParam = z.object({
  id: z.uuid('Not a valid listing id.').meta({ param: { name: 'id', in: 'path' } }),
});
export const CallListQuery = z.object({
  side: z
    .enum(CALL_SIDES)
    .default('seeker')
    .meta({ param: { name: 'side', in: 'query' } }),
});

export const CallSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(CALL_STATUSES),
    /** The viewer's side of the call. */
    side: z.enum(CALL_SIDES),
    listing: z.object({ id: z.uuid(), title: z.string(), country: z.string() }),
    company: z.string(),
    seekerName: z.string(),
    /** Who proposed the open slots: the other side confirms one. */
    proposedBy: z.enum(CALL_SIDES),
    slots: z.array(z.string()),
    /** The proposer's IANA zone, for "their time" hints. */
    timeZone: z.string(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    note: z.string(),
    cancelledBy: z.enum(CALL_SIDES).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Call' });
export type Call = z.infer<typeof CallSchema>;
export const CallList = z.object({ items: z.array(CallSchema) }).meta({ id: 'CallList' });
export type CallListT = z.infer<typeof CallList>;

const LocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Pick a date and a time.')
  .or(z.literal(''));

/**
 * The slot form on the web: up to three local date-times (the browser's zone, as a
 * datetime-local input gives them); the first is required. The web turns them into CallRequestInput.
 */
export const CallSlotsForm = z.object({
  slot1: LocalDateTime.refine((v) => v !== '', 'Pick at least one date and time.'),
  slot2: LocalDateTime,
  slot3: LocalDateTime,
  note: multiLineText(0, CALLS.noteMax, `Note: at most ${CALLS.noteMax} characters.`),
});
export type CallSlotsFormValues = z.infer<typeof CallSlotsForm>;
