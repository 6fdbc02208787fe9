import { z } from 'zod';
import { SEGMENT_TYPES } from '../enums.ts';
import { TRENDING_LIMIT, TRENDING_RECOMMENDATIONS_LIMIT } from '../limits.ts';

/** What can trend (spec §3 trending recommendation entity_type). */
export const TRENDING_ENTITY_TYPES = ['franchise', 'software', 'ai_tool', 'business_service'] as const;
export type TrendingEntityType = (typeof TRENDING_ENTITY_TYPES)[number];

export const TrendingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(TRENDING_LIMIT).default(TRENDING_LIMIT),
});

export const TrendingRecommendationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRENDING_RECOMMENDATIONS_LIMIT)
    .default(TRENDING_RECOMMENDATIONS_LIMIT),
});

/** Spec §3 trending_items, ordered by trend_score descending. */
export const TrendingItemSchema = z
  .object({
    entityType: z.enum(TRENDING_ENTITY_TYPES),
    entityId: z.string(),
    trendScore: z.number(),
    interactionCount: z.number().int(),
    computedAt: z.string(),
  })
  .meta({ id: 'TrendingItem' });

export const TrendingList = z.object({ items: z.array(TrendingItemSchema) }).meta({ id: 'TrendingList' });

/** Spec §3 trending recommendation: an item with what a card shows of it (entity_data). */
export const TrendingRecommendationSchema = TrendingItemSchema.extend({
  entityData: z.object({
    title: z.string(),
    description: z.string(),
    averageRating: z.number().nullable(),
  }),
  /** The item's page in the web app. */
  path: z.string(),
}).meta({ id: 'TrendingRecommendation' });
export type TrendingRecommendation = z.infer<typeof TrendingRecommendationSchema>;

export const TrendingRecommendationList = z
  .object({ items: z.array(TrendingRecommendationSchema) })
  .meta({ id: 'TrendingRecommendationList' });
export type TrendingRecommendationListT = z.infer<typeof TrendingRecommendationList>;

/** Spec §3: one of personalized_recommendations. */
export const SegmentRecommendationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    matchScore: z.number().int().min(0).max(100),
    investmentMin: z.number().int(),
    investmentMax: z.number().int(),
    currency: z.string(),
    path: z.string(),
  })
  .meta({ id: 'SegmentRecommendation' });
export type SegmentRecommendation = z.infer<typeof SegmentRecommendationSchema>;

/** Spec §3 user segment insight (the answer to get-user-segment). */
export const UserSegmentSchema = z
  .object({
    segmentType: z.enum(SEGMENT_TYPES),
    engagementScore: z.number().int().min(0).max(100),
    investmentRange: z.string().nullable(),
    industryPreferences: z.array(z.string()),
    locationPreferences: z.array(z.string()),
    personalizedRecommendations: z.array(SegmentRecommendationSchema),
    computedAt: z.string(),
  })
  .meta({ id: 'UserSegment' });
export type UserSegment = z.infer<typeof UserSegmentSchema>;

export const UserSegmentAnswer = z
  .object({ segment: UserSegmentSchema.nullable() })
  .meta({ id: 'UserSegmentAnswer' });
export type UserSegmentAnswerT = z.infer<typeof UserSegmentAnswer>;
