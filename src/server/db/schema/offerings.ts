import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OfferingKind } from '../../../shared/enums.ts';
import type {
  LedgerStatus,
  OfferingStatus,
  PayoutMethod,
  PricingModel,
  QuoteStatus,
  SpendStatus,
} from '../../../shared/rewards.ts';
import { user } from './auth.ts';
import { franchisors } from './catalog.ts';
import { conversations } from './conversations.ts';
import { storedFiles } from './files.ts';

/** Software, AI tools and business services, one table with a `kind`. */
export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<OfferingKind>().notNull(),
    name: text('name').notNull(),
    vendor: text('vendor').notNull(),
    website: text('website'),
    category: text('category').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    pricing: text('pricing').notNull(),
    /** Lowest monthly price in US cents, null when priced by quote. */
    priceFromUsdCents: integer('price_from_usd_cents'),
    cashbackPct: numeric('cashback_pct', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    logoUrl: text('logo_url'),
    brandColor: text('brand_color'),
    // What a vendor fills in; seeded offerings keep the defaults.
    pricingModel: text('pricing_model').$type<PricingModel>().notNull().default('subscription'),
    currency: text('currency').notNull().default('USD'),
    /** Lowest and highest price in minor units of `currency`. */
    priceFromMinor: integer('price_from_minor'),
    priceToMinor: integer('price_to_minor'),
    integrations: jsonb('integrations').$type<string[]>().notNull().default([]),
    screenshots: jsonb('screenshots').$type<string[]>().notNull().default([]),
    cashbackTerms: text('cashback_terms'),
    /** draft → pending_review → published | rejected; only published and active ones are listed. */
    status: text('status').$type<OfferingStatus>().notNull().default('published'),
    reviewReason: text('review_reason'),
    /**
     * Set while the moderators keep a published offering off the site (is_active false), with why:
     * its vendor is told and resubmits; an approval or an admin's resume brings it back.
     */
    pausedReason: text('paused_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The franchisor that listed it, when a member listed it. */
    franchisorId: uuid('franchisor_id').references(() => franchisors.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offerings_kind_idx').on(t.kind, t.isActive, t.isFeatured, t.rating),
    index('offerings_franchisor_idx').on(t.franchisorId),
    // Spec §1: up to 25% back; the database refuses more, whatever the code does.
    check('offerings_cashback_cap', sql`${t.cashbackPct} >= 0 and ${t.cashbackPct} <= 25`),
  ],
);

/** Reviews by members whose company's purchase of the offering was confirmed: one per company. */
export const offeringReviews = pgTable(
  'offering_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('offering_reviews_one_per_company').on(t.offeringId, t.franchisorId)],
);

/** A franchisor asks a vendor for a price: requested → quoted → accepted | declined | expired. */
export const offeringQuotes = pgTable(
  'offering_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    requesterFranchisorId: uuid('requester_franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    requesterUserId: text('requester_user_id').references(() => user.id, { onDelete: 'set null' }),
    needs: text('needs').notNull(),
    seats: integer('seats'),
    locations: integer('locations'),
    timeline: text('timeline').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<QuoteStatus>().notNull().default('requested'),
    priceMinor: integer('price_minor'),
    currency: text('currency').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    vendorMessage: text('vendor_message'),
    /** The thread of the two companies about this quote (the conversations machinery). */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offering_quotes_requester_idx').on(t.requesterFranchisorId),
    index('offering_quotes_offering_idx').on(t.offeringId),
    index('offering_quotes_expiry_idx').on(t.status, t.validUntil),
  ],
);

/** A purchase of a listed offering a member recorded, with its (private) invoice. */
export const offeringSpends = pgTable(
  'offering_spends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'restrict' }),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    purchasedOn: date('purchased_on').notNull(),
    vendorReference: text('vendor_reference').notNull().default(''),
    /** The vendor's own reference for its confirmation of the purchase, given by the admin who confirmed it. */
    vendorConfirmation: text('vendor_confirmation'),
    /** The offering's rate when the spend was recorded (capped at 25). */
    cashbackPct: numeric('cashback_pct', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    invoiceFileId: uuid('invoice_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    status: text('status').$type<SpendStatus>().notNull().default('submitted'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offering_spends_franchisor_idx').on(t.franchisorId),
    index('offering_spends_status_idx').on(t.status, t.createdAt),
    check('offering_spends_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** A payout a member asked for: the confirmed entries it covers point to it. */
export const rewardPayouts = pgTable('reward_payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  franchisorId: uuid('franchisor_id')
    .notNull()
    .references(() => franchisors.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  status: text('status').$type<'requested' | 'paid'>().notNull().default('requested'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** Who asked for it; their payout details below are erased with their account. */
  requestedBy: text('requested_by'),
  /** Where to pay it, as the member gave it (null on payouts asked for before details were collected). */
  method: text('method').$type<PayoutMethod>(),
  accountHolder: text('account_holder'),
  /** An account number, an IBAN or a UPI id, by method. */
  account: text('account'),
  /** IFSC, ABA routing number, sort code, BIC, BSB or transit number: what the market needs. */
  bankCode: text('bank_code'),
  /** The bank transfer that paid it, as the admin recorded it. */
  transferReference: text('transfer_reference'),
  transferredOn: date('transferred_on'),
  paidBy: text('paid_by'),
});

/**
 * The cashback ledger: one entry per spend, pending → confirmed → paid | reversed. A company's
 * balance in a currency is always a sum over these rows; nothing else stores a balance.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    spendId: uuid('spend_id').references(() => offeringSpends.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => rewardPayouts.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<LedgerStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_ledger_franchisor_idx').on(t.franchisorId, t.currency),
    unique('reward_ledger_one_per_spend').on(t.spendId),
    check('reward_ledger_amount_nonnegative', sql`${t.amountMinor} >= 0`),
  ],
);
