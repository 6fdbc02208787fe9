import {
  bigserial,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InteractionType } from '../../../shared/enums.ts';
import type { LeadStatus } from '../../../shared/schemas/listings.ts';
import { franchiseOpportunities, franchisors } from './catalog.ts';

/** A franchise a seeker saved. One row per account and listing. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => franchiseOpportunities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_opportunity_uq').on(t.userId, t.opportunityId),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The compare list of a signed-in seeker (at most 3 listing ids, in the order added). */
export const compareLists = pgTable('compare_lists', {
  userId: text('user_id').primaryKey(),
  opportunityIds: jsonb('opportunity_ids').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 user_interactions: what a signed-in user did with which entity. */
export const userInteractions = pgTable(
  'user_interactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    interactionType: text('interaction_type').$type<InteractionType>().notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_interactions_user_idx').on(t.userId, t.createdAt),
    index('user_interactions_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The trending job reads the last days of everyone's interactions.
    index('user_interactions_created_idx').on(t.createdAt),
  ],
);

/**
 * Views and clicks of an item per UTC day by every visitor who is not a bot, signed in or not:
 * counts only, nothing about who, so they hold no personal data and outlive an erased account.
 * A franchisor's statistics read views and clicks here (user_interactions has signed-in ones only).
 */
export const interactionCounts = pgTable(
  'interaction_counts',
  {
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId, t.day] })],
);

/**
 * One random salt per UTC day for the anonymous visitor marks below; the day's first count
 * deletes the salts of earlier days, after which their marks can no longer be tied to anyone.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * When an anonymous visitor's view or click of an item was last counted, under a hash of the
 * day's salt, the client address, the user agent and the item: neither address nor user agent
 * is stored, and a mark older than the repeat window is deleted when the salt turns over.
 */
export const visitorMarks = pgTable(
  'visitor_marks',
  {
    hash: text('hash').primaryKey(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('visitor_marks_counted_idx').on(t.countedAt)],
);

/** Visitors who asked to hear when a coming-soon market goes live. */
export const marketNotifySignups = pgTable(
  'market_notify_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: char('country', { length: 2 }).notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('market_notify_country_email_uq').on(t.country, t.email)],
);

/**
 * A seeker's request for information about a listing: a lead for its franchisor.
 * One per seeker e-mail (stored lower-case), listing and UTC day.
 */
export const informationRequests = pgTable(
  'information_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => franchiseOpportunities.id, { onDelete: 'cascade' }),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    requestDay: date('request_day', { mode: 'string' }).notNull(),
    /** The franchisor's progress with this lead, and its private notes. */
    leadStatus: text('lead_status').$type<LeadStatus>().notNull().default('new'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('information_requests_daily_uq').on(t.opportunityId, t.email, t.requestDay),
    index('information_requests_franchisor_idx').on(t.franchisorId, t.createdAt),
  ],
);
