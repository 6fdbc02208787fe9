import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SavedSearchFilters } from '../../../shared/saved-search.ts';
import { user } from './auth.ts';
import { franchiseOpportunities } from './catalog.ts';

/** A seeker's saved list search (shared/saved-search.ts); gone with the account. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    country: char('country', { length: 2 }).notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    /** The canonical filters as text: the same search is saved once per account. */
    filtersKey: text('filters_key').notNull(),
    /** New matches are e-mailed (daily digest at most); off after an unsubscribe. */
    alerts: boolean('alerts').notNull().default(true),
    /** Listings published up to this moment have been matched against the search. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_user_search_uq').on(t.userId, t.country, t.filtersKey)],
);

/** A newly published listing that matched a saved search: the in-app notice and the e-mail queue. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => franchiseOpportunities.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it went out in a digest; null while waiting (or when alerts are off). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_matches_search_listing_uq').on(t.savedSearchId, t.opportunityId),
    index('saved_search_matches_unsent_idx').on(t.savedSearchId).where(sql`${t.emailedAt} is null`),
  ],
);
