import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { SegmentType } from '../../../shared/enums.ts';
import type { SegmentRecommendation } from '../../../shared/schemas/insights.ts';
import { user } from './auth.ts';

/**
 * Spec §3 trending_items: what is trending across franchises and offerings, rewritten whole by
 * the trending job every 5 minutes (docs/insights.md has the formula).
 */
export const trendingItems = pgTable(
  'trending_items',
  {
    /** franchise | software | ai_tool | business_service */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    trendScore: doublePrecision('trend_score').notNull(),
    /** Interactions inside the window (after de-duplication at write time). */
    interactionCount: integer('interaction_count').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId] }),
    index('trending_items_score_idx').on(t.trendScore),
  ],
);

/** Spec §3 user_segments: one row per seeker, rewritten by the segment job every 10 minutes. */
export const userSegments = pgTable('user_segments', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  segmentType: text('segment_type').$type<SegmentType>().notNull(),
  engagementScore: integer('engagement_score').notNull(),
  /** The profile's budget band (spec's investment_budget), null when none is set. */
  investmentRange: text('investment_range'),
  industryPreferences: jsonb('industry_preferences').$type<string[]>().notNull().default([]),
  locationPreferences: jsonb('location_preferences').$type<string[]>().notNull().default([]),
  personalizedRecommendations: jsonb('personalized_recommendations')
    .$type<SegmentRecommendation[]>()
    .notNull()
    .default([]),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
