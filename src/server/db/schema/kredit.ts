import {
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { KreditDocumentKind, KreditStatus, Prequalification } from '../../../shared/kredit.ts';
import type { KreditDraftT } from '../../../shared/schemas/kredit.ts';
import { user } from './auth.ts';
import { storedFiles } from './files.ts';

/**
 * A Kredit application. Money is in minor units of `currency`, which is fixed when the draft
 * starts (from the applicant's country), with the limit and the dated rate it was converted at.
 */
export const kreditApplications = pgTable(
  'kredit_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<KreditStatus>().notNull().default('draft'),
    market: char('market', { length: 2 }),
    currency: char('currency', { length: 3 }).notNull(),
    limitMinor: integer('limit_minor').notNull(),
    usdPerUnit: doublePrecision('usd_per_unit').notNull(),
    rateDate: date('rate_date').notNull(),
    answers: jsonb('answers').$type<Partial<KreditDraftT>>().notNull().default({}),
    /** Copied from the answers on submission: the requested amount, for queries and limits. */
    amountMinor: integer('amount_minor'),
    approvedAmountMinor: integer('approved_amount_minor'),
    prequalification: jsonb('prequalification').$type<Prequalification>(),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decisionDueAt: timestamp('decision_due_at', { withTimezone: true }),
    /**
     * When the overdue job flagged this application past its decision time and told the
     * reviewers; a restarted clock (a reply) makes it due again, so an earlier flag no longer counts.
     */
    overdueFlaggedAt: timestamp('overdue_flagged_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    infoRequest: text('info_request'),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kredit_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('kredit_applications_queue_idx').on(t.status, t.decisionDueAt),
  ],
);

/** The timeline: each status change and each applicant reply, with who and when. */
export const kreditEvents = pgTable(
  'kredit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => kreditApplications.id, { onDelete: 'cascade' }),
    status: text('status').$type<KreditStatus>().notNull(),
    kind: text('kind').$type<'status' | 'reply'>().notNull().default('status'),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').$type<'applicant' | 'reviewer'>().notNull(),
    message: text('message'),
    amountMinor: integer('amount_minor'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kredit_events_application_idx').on(t.applicationId, t.at)],
);

/** Documents of an application (ID, bank statements): private stored files. */
export const kreditDocuments = pgTable(
  'kredit_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => kreditApplications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<KreditDocumentKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kredit_documents_application_idx').on(t.applicationId)],
);
