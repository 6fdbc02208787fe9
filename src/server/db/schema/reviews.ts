import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReviewContact } from '../../../shared/schemas/reviews.ts';
import { user } from './auth.ts';
import { franchiseOpportunities } from './catalog.ts';

/**
 * A seeker's review of a franchise: one per seeker and listing, written only after the seeker
 * contacted it (`contactedVia` records how). A trigger (migration 0030) keeps the listing's
 * `rating_average` and `review_count` equal to its visible reviews, so no code path can let the
 * stars on a card drift from the reviews a visitor can read.
 */
export const franchiseReviews = pgTable(
  'franchise_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => franchiseOpportunities.id, { onDelete: 'cascade' }),
    /** Deleting the account deletes its reviews: their text is the person's own words. */
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    contactedVia: text('contacted_via').$type<ReviewContact>().notNull(),
    /** The franchisor's one public answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by a moderator (with the reason the author is shown); hidden reviews count for nothing. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('franchise_reviews_one_per_author').on(t.opportunityId, t.authorId),
    index('franchise_reviews_listing_idx').on(t.opportunityId, t.createdAt),
    index('franchise_reviews_author_idx').on(t.authorId),
    check('franchise_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A signed-in user's report of a review, until a moderator handles it. One per user and review. */
export const franchiseReviewReports = pgTable(
  'franchise_review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => franchiseReviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('franchise_review_reports_one_per_user').on(t.reviewId, t.reporterId),
    index('franchise_review_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);
