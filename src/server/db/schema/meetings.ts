import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CallSide, CallStatus } from '../../../shared/schemas/meetings.ts';
import { franchiseOpportunities, franchisors } from './catalog.ts';

/**
 * A call a seeker asked a listing's company for (/my-calls). Times are stored in UTC with the
 * IANA zone of whoever proposed them; `slots` are the open proposals while requested,
 * `startsAt`/`endsAt` the confirmed time. `sequence` counts the versions of its .ics invitation.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => franchiseOpportunities.id, { onDelete: 'cascade' }),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    seekerId: text('seeker_id').notNull(),
    status: text('status').$type<CallStatus>().notNull().default('requested'),
    proposedBy: text('proposed_by').$type<CallSide>().notNull(),
    slots: jsonb('slots').$type<string[]>().notNull(),
    timeZone: text('time_zone').notNull(),
    note: text('note').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    /** Set when the reminder an hour before went out: the job sends it once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<CallSide>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calls_seeker_idx').on(t.seekerId, t.updatedAt),
    index('calls_franchisor_idx').on(t.franchisorId, t.status, t.startsAt),
    index('calls_due_idx').on(t.status, t.startsAt),
  ],
);
