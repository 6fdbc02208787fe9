import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompanyDocumentKind, PlanId } from '../../../shared/membership-plans.ts';
import { franchisors } from './catalog.ts';
import { storedFiles } from './files.ts';

/**
 * A franchisor company's membership of a plan. `pending` until paid (only a verified payment
 * webhook or an admin marking the invoice paid activates it); one active membership at a time.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    planId: text('plan_id').$type<PlanId>().notNull(),
    status: text('status').$type<'pending' | 'active' | 'cancelled'>().notNull().default('pending'),
    provider: text('provider').$type<'free' | 'offline' | 'stripe' | 'razorpay'>().notNull(),
    /** The checkout session (Stripe) or payment link (Razorpay) that pays it. */
    providerRef: text('provider_ref'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Null for lifetime and free plans. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_franchisor_idx').on(t.franchisorId, t.status),
    // Two webhooks racing cannot leave a company with two active memberships.
    uniqueIndex('memberships_one_active_idx').on(t.franchisorId).where(sql`status = 'active'`),
  ],
);

/** Invoices: offline ones an admin marks paid, and receipts of paid checkouts. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as INV-000042: numbers are consecutive and never reused. */
    seq: serial('seq').notNull().unique(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<'open' | 'paid' | 'void'>().notNull().default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An admin's user id, or the payment provider's name. */
    paidBy: text('paid_by'),
    /** What was received, as the admin recorded it or the provider reported it. */
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }),
    /** The bank transfer's reference, or the provider's payment id: what the member's statement shows. */
    paymentReference: text('payment_reference'),
  },
  (t) => [
    index('invoices_franchisor_idx').on(t.franchisorId, t.issuedAt),
    index('invoices_status_idx').on(t.status),
  ],
);

/** Payment-provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Verification documents a company uploaded (certificate of incorporation, trademark). */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CompanyDocumentKind>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refused by an admin (unreadable, wrong company…): it no longer counts, the company uploads again. */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusedBy: text('refused_by'),
    refusalReason: text('refusal_reason'),
  },
  (t) => [index('company_documents_franchisor_idx').on(t.franchisorId)],
);

/**
 * The addresses a company's leads (information requests) are e-mailed to: its leads address and
 * its team's. Each is proved by a code e-mailed to it; until one is, leads go to the owner's
 * sign-in address (verified at sign-up). Only the code's hash is kept.
 */
export const leadAddresses = pgTable(
  'lead_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lead_addresses_company_email').on(t.franchisorId, t.email)],
);
