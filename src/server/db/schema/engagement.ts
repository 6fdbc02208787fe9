import {
  bigserial,
  char,
  date,
  index,
  jsonb,
  pgTable,
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
