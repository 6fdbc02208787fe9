import { CALLS } from '../../../shared/limits.ts';
import type {
  Call,
  CallActionInputT,
  CallListT,
  CallRequestInputT,
  CallSide,
} from '../../../shared/schemas/meetings.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import {
  callCancelledMail,
  callConfirmedMail,
  callDeclinedMail,
  callMovedMail,
  callNewTimesMail,
  callReminderMail,
  callRequestedMail,
  type Mailer,
  type MailText,
} from '../../email/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import type { RealtimeBus } from '../../realtime/index.ts';
import type { InteractionRecorder } from '../engagement/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { siteOrigin } from '../notifications/index.ts';
import { callInvitation } from './ics.ts';
import { type CallRow, createMeetingsRepository } from './repository.ts';

export interface MeetingsDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>;
  notifications: NotificationsService;
  interactions: InteractionRecorder;
  realtime: RealtimeBus;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Where each side sees its calls. */
const callsPath = (side: CallSide) => (side === 'seeker' ? '/my-calls' : '/dashboard#calls');
const other = (side: CallSide): CallSide => (side === 'seeker' ? 'franchisor' : 'seeker');

function seekerName(row: CallRow) {
  const name = [row.seekerFirst, row.seekerLast].filter(Boolean).join(' ').trim();
  return name || 'A seeker';
}

function present(row: CallRow, side: CallSide): Call {
  const { call } = row;
  return {
    id: call.id,
    status: call.status,
    side,
    listing: { id: call.opportunityId, title: row.listingTitle, country: row.listingCountry },
    company: row.company,
    seekerName: seekerName(row),
    proposedBy: call.proposedBy,
    slots: call.slots,
    timeZone: call.timeZone,
    startsAt: call.startsAt?.toISOString() ?? null,
    endsAt: call.endsAt?.toISOString() ?? null,
    note: call.note,
    cancelledBy: call.cancelledBy,
    createdAt: call.createdAt.toISOString(),
    updatedAt: call.updatedAt.toISOString(),
  };
}

function slotProblem(status: 400 | 422, code: 'validation_failed' | 'call_slot_past', message: string) {
  return new Problem(status, code, message, { errors: [{ field: 'slots', message }] });
}

/** Proposed times: all at least CALLS.minLeadMinutes ahead and at most CALLS.maxDaysAhead. */
function checkSlots(slots: string[], now = Date.now()) {
  const times = slots.map((s) => new Date(s));
  if (times.some((t) => t.getTime() < now + CALLS.minLeadMinutes * MINUTE)) {
    throw slotProblem(
      422,
      'call_slot_past',
      `Every time must be at least ${CALLS.minLeadMinutes} minutes from now.`,
    );
  }
  if (times.some((t) => t.getTime() > now + CALLS.maxDaysAhead * DAY)) {
    throw slotProblem(400, 'validation_failed', `Times can be at most ${CALLS.maxDaysAhead} days ahead.`);
  }
  return times.map((t) => t.toISOString());
}

/**
 * Calls between a seeker and a listing's company: requested → confirmed → completed |
 * cancelled | declined. Whoever did not propose the open times confirms one of them; either
 * side may propose other times (from a booked call too: a reschedule) or cancel; the company
 * declines. Only the seeker and the company's account see a call (anyone else: 404). A booked
 * time may not overlap another booked call of the same company.
 */
export function createMeetingsService(deps: MeetingsDeps) {
  const { mailer, logger, notifications, interactions, config, realtime } = deps;
  const repo = createMeetingsRepository(deps.db);
  const origin = () => siteOrigin(config);

  async function visible(viewer: SessionUser, id: string) {
    if (!isUuid(id)) throw notFound('No such call.');
    const row = await repo.find(id);
    if (!row) throw notFound('No such call.');
    if (row.call.seekerId === viewer.id) return { row, side: 'seeker' as const };
    if (row.ownerUserId && row.ownerUserId === viewer.id) return { row, side: 'franchisor' as const };
    throw notFound('No such call.');
  }

  const recipient = (row: CallRow, side: CallSide) =>
    side === 'seeker'
      ? { userId: row.call.seekerId, email: row.seekerEmail, counterpart: row.company }
      : { userId: row.ownerUserId, email: row.ownerEmail, counterpart: seekerName(row) };

  async function mail(row: CallRow, side: CallSide, text: MailText, attachment?: MailAttachment) {
    const to = recipient(row, side).email;
    if (!to) return;
    // The step is stored; a mail failure is logged, not undone.
    await mailer
      .send({ to, ...text, ...(attachment ? { attachments: [attachment] } : {}) })
      .catch((err: unknown) => logger.error({ err, callId: row.call.id }, 'call mail failed'));
  }

  async function tell(row: CallRow, side: CallSide, title: string) {
    const userId = recipient(row, side).userId;
    if (!userId) return;
    await notifications
      .notify(userId, 'call', {
        title,
        body: row.listingTitle,
        link: callsPath(side),
        groupKey: `call:${row.call.id}`,
        // The call mails (with their .ics) are sent here; the bell does not mail again.
        email: false,
      })
      .catch((err: unknown) => logger.warn({ err, callId: row.call.id }, 'call notification failed'));
  }

  const base = (row: CallRow, side: CallSide) => ({
    listing: row.listingTitle,
    counterpart: recipient(row, side).counterpart,
    link: `${origin()}${callsPath(side)}`,
  });

  function invitation(row: CallRow, cancel: boolean) {
    const { call } = row;
    return callInvitation({
      callId: call.id,
      sequence: call.sequence,
      cancel,
      startsAt: call.startsAt!,
      endsAt: call.endsAt!,
      summary: `Call: ${row.listingTitle} (${row.company} and ${seekerName(row)})`,
      description: `An introductory call about ${row.listingTitle}, booked on Franchisio.`,
      url: `${origin()}/my-calls`,
      organizer: row.ownerEmail ? { name: row.company, email: row.ownerEmail } : null,
      attendee: row.seekerEmail ? { name: seekerName(row), email: row.seekerEmail } : null,
    });
  }

  async function reload(id: string) {
    return (await repo.find(id))!;
  }

  /** Both sides' open call lists (and other tabs of whoever acted) refresh, live. */
  async function changed(row: CallRow) {
    const users = [row.call.seekerId, row.ownerUserId].filter((u): u is string => !!u);
    await realtime
      .publish({ users, frame: { type: 'call', callId: row.call.id } })
      .catch((err: unknown) => logger.warn({ err, callId: row.call.id }, 'call update not pushed'));
  }

  async function confirm(row: CallRow, side: CallSide, startsAtInput: string) {
    const { call } = row;
    if (call.status !== 'requested') {
      throw new Problem(409, 'call_wrong_status', 'Only a requested call can be confirmed.');
    }
    if (call.proposedBy === side) {
      throw new Problem(403, 'forbidden', 'The other side confirms the times you proposed.');
    }
    const startsAt = new Date(startsAtInput);
    if (!call.slots.some((s) => Date.parse(s) === startsAt.getTime())) {
      throw fieldProblem('startsAt', 'Pick one of the proposed times.');
    }
    if (startsAt.getTime() <= Date.now()) {
      throw new Problem(422, 'call_slot_past', 'This time has passed; propose other times.');
    }
    const endsAt = new Date(startsAt.getTime() + CALLS.durationMinutes * MINUTE);
    const outcome = await repo.confirm(call.id, call, call.franchisorId, startsAt, endsAt);
    if (outcome === 'conflict') {
      throw new Problem(
        409,
        'call_slot_conflict',
        'This time overlaps another confirmed call of the company. Pick another time or propose others.',
      );
    }
    if (outcome === 'stale') throw new Problem(409, 'conflict', 'The call changed meanwhile; reload it.');
    const next = await reload(call.id);
    await changed(next);
    const ics = invitation(next, false);
    for (const s of ['seeker', 'franchisor'] as const) {
      await mail(next, s, callConfirmedMail({ ...base(next, s), startsAt, timeZone: call.timeZone }), ics);
    }
    await tell(next, other(side), 'Call confirmed');
    return next;
  }

  async function propose(row: CallRow, side: CallSide, slots: string[], timeZone: string) {
    const { call } = row;
    if (call.status !== 'requested' && call.status !== 'confirmed') {
      throw new Problem(409, 'call_wrong_status', 'This call is closed; request a new one.');
    }
    const times = checkSlots(slots);
    const wasBooked = call.status === 'confirmed';
    const moved = await repo.transition(call.id, call, {
      status: 'requested',
      proposedBy: side,
      slots: times,
      timeZone,
      startsAt: null,
      endsAt: null,
      sequence: call.sequence + 1,
      reminderSentAt: null,
    });
    if (!moved) throw new Problem(409, 'conflict', 'The call changed meanwhile; reload it.');
    const next = await reload(call.id);
    await changed(next);
    const to = other(side);
    // The old booking is withdrawn from both calendars with the same UID and a higher sequence.
    const cancelIcs = wasBooked
      ? invitation({ ...next, call: { ...next.call, startsAt: call.startsAt, endsAt: call.endsAt } }, true)
      : undefined;
    await mail(
      next,
      to,
      callNewTimesMail({ ...base(next, to), slots: times, timeZone, rescheduled: wasBooked }),
      cancelIcs,
    );
    if (wasBooked && call.startsAt) {
      await mail(
        next,
        side,
        callMovedMail({ ...base(next, side), startsAt: call.startsAt, timeZone: call.timeZone }),
        cancelIcs,
      );
    }
    await tell(next, to, wasBooked ? 'Call moved: new times proposed' : 'Other call times proposed');
    return next;
  }

  async function decline(row: CallRow, side: CallSide) {
    const { call } = row;
    if (side !== 'franchisor') throw new Problem(403, 'forbidden', 'Only the company declines a call.');
    if (call.status !== 'requested') {
      throw new Problem(409, 'call_wrong_status', 'Only a requested call can be declined.');
    }
    const moved = await repo.transition(call.id, call, { status: 'declined', sequence: call.sequence + 1 });
    if (!moved) throw new Problem(409, 'conflict', 'The call changed meanwhile; reload it.');
    const next = await reload(call.id);
    await changed(next);
    await mail(next, 'seeker', callDeclinedMail(base(next, 'seeker')));
    await tell(next, 'seeker', 'Call request declined');
    return next;
  }

  async function cancel(row: CallRow, side: CallSide) {
    const { call } = row;
    if (call.status !== 'requested' && call.status !== 'confirmed') {
      throw new Problem(409, 'call_wrong_status', 'Only a requested or confirmed call can be cancelled.');
    }
    const moved = await repo.transition(call.id, call, {
      status: 'cancelled',
      cancelledBy: side,
      sequence: call.sequence + 1,
    });
    if (!moved) throw new Problem(409, 'conflict', 'The call changed meanwhile; reload it.');
    const next = await reload(call.id);
    await changed(next);
    const booked = call.status === 'confirmed' ? call.startsAt : null;
    const ics = booked ? invitation(next, true) : undefined;
    for (const s of ['seeker', 'franchisor'] as const) {
      await mail(
        next,
        s,
        callCancelledMail({ ...base(next, s), startsAt: booked, timeZone: call.timeZone, byYou: s === side }),
        ics,
      );
    }
    await tell(next, other(side), 'Call cancelled');
    return next;
  }

  return {
    async request(viewer: SessionUser, listingId: string, input: CallRequestInputT): Promise<Call> {
      const listing = await repo.listing(listingId);
      if (!listing) throw notFound('No such listing.');
      if (!listing.franchisorId || !listing.ownerUserId) {
        throw new Problem(409, 'invalid_request', 'This company does not take calls on Franchisio yet.');
      }
      if (listing.ownerUserId === viewer.id) {
        throw new Problem(409, 'invalid_request', 'You cannot request a call with your own company.');
      }
      const slots = checkSlots(input.slots);
      if (await repo.openOf(viewer.id, listing.id)) {
        throw new Problem(
          409,
          'call_open_exists',
          'You already have an open call request for this franchise; change it in My calls.',
        );
      }
      const id = await repo.insert({
        opportunityId: listing.id,
        franchisorId: listing.franchisorId,
        seekerId: viewer.id,
        proposedBy: 'seeker',
        slots,
        timeZone: input.timeZone,
        note: input.note ?? '',
      });
      await interactions.record(viewer, 'call', 'opportunity', listing.id, { callId: id });
      const row = await reload(id);
      await changed(row);
      await mail(
        row,
        'franchisor',
        callRequestedMail({
          ...base(row, 'franchisor'),
          slots,
          timeZone: input.timeZone,
          note: row.call.note,
        }),
      );
      await tell(row, 'franchisor', 'New call request');
      return present(row, 'seeker');
    },

    async list(viewer: SessionUser, side: CallSide): Promise<CallListT> {
      const rows =
        side === 'seeker'
          ? await repo.ofSeeker(viewer.id, CALLS.listPage)
          : await repo.ofCompanyOwner(viewer.id, CALLS.listPage);
      return { items: rows.map((r) => present(r, side)) };
    },

    async get(viewer: SessionUser, id: string) {
      const { row, side } = await visible(viewer, id);
      return present(row, side);
    },

    async act(viewer: SessionUser, id: string, input: CallActionInputT): Promise<Call> {
      const { row, side } = await visible(viewer, id);
      const next =
        input.action === 'confirm'
          ? await confirm(row, side, input.startsAt)
          : input.action === 'propose'
            ? await propose(row, side, input.slots, input.timeZone)
            : input.action === 'decline'
              ? await decline(row, side)
              : await cancel(row, side);
      return present(next, side);
    },

    /** The job: reminders for calls starting within the hour (each once), and finished calls completed. */
    async runDue(now = new Date()) {
      const due = await repo.claimReminders(
        now,
        new Date(now.getTime() + CALLS.reminderMinutesBefore * MINUTE),
      );
      for (const id of due) {
        const row = await reload(id);
        for (const s of ['seeker', 'franchisor'] as const) {
          await mail(
            row,
            s,
            callReminderMail({ ...base(row, s), startsAt: row.call.startsAt!, timeZone: row.call.timeZone }),
          );
        }
      }
      const completed = await repo.completeDue(now);
      for (const id of completed) {
        const row = await reload(id);
        await changed(row);
        await tell(row, 'seeker', 'Call completed');
        await tell(row, 'franchisor', 'Call completed');
      }
      return { reminded: due.length, completed: completed.length };
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
