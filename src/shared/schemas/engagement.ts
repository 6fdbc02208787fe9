import { z } from 'zod';
import type { INTERACTION_TYPES } from '../enums.ts';
import { BOOKMARK_PAGE, COMPARE_LIMIT } from '../limits.ts';
import { MATCH_FACTORS, MATCH_VERDICTS } from '../match-score.ts';
import { OpportunityCardSchema } from './catalog.ts';

export const BookmarkSchema = z
  .object({
    id: z.uuid(),
    opportunityId: z.uuid(),
    createdAt: z.string(),
    opportunity: OpportunityCardSchema.extend({ description: z.string() }),
  })
  .meta({ id: 'Bookmark' });
export type Bookmark = z.infer<typeof BookmarkSchema>;

export const BookmarkList = z
  .object({ items: z.array(BookmarkSchema), total: z.number().int() })
  .meta({ id: 'BookmarkList' });

export const BookmarkListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(BOOKMARK_PAGE.max).default(BOOKMARK_PAGE.default),
});

export const CreateBookmarkInput = z.object({ opportunityId: z.uuid() }).meta({ id: 'CreateBookmarkInput' });

export const BookmarkIdParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' } }),
});

export const CompareListSchema = z
  .object({
    ids: z
      .array(z.uuid())
      .max(COMPARE_LIMIT, `A comparison holds at most ${COMPARE_LIMIT} franchises.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A franchise can be compared only once.'),
  })
  .meta({ id: 'CompareList' });
export type CompareList = z.infer<typeof CompareListSchema>;

/**
 * What the browser reports: a click (the server never sees one), and a visitor's view of a
 * listing page, which the server may serve from its cache of anonymous pages without asking the
 * API. A signed-in user's views, bookmarks, inquiries and downloads are recorded by the server
 * where it serves them.
 */
export const CLIENT_INTERACTION_TYPES = [
  'click',
  'view',
] as const satisfies readonly (typeof INTERACTION_TYPES)[number][];

export const InteractionInput = z
  .object({
    type: z.enum(CLIENT_INTERACTION_TYPES),
    entityType: z.enum(['franchise', 'software', 'ai_tool', 'business_service']),
    entityId: z.uuid(),
    // A compare is counted by the server when a listing joins a compare list, never on a client's word.
    metadata: z
      .record(z.string(), z.unknown())
      .refine((m) => m.action !== 'compare', {
        message: 'Compares are recorded by the compare list, not reported as clicks.',
        path: ['action'],
      })
      .optional(),
  })
  .meta({ id: 'InteractionInput' });
export type InteractionInputValue = z.infer<typeof InteractionInput>;

/** A bookmark as stored, without the listing (the answer to bookmarking). */
export const BookmarkRef = BookmarkSchema.pick({ id: true, opportunityId: true, createdAt: true }).meta({
  id: 'BookmarkRef',
});

export const InteractionReceipt = z.object({ recorded: z.boolean() });

/** One factor of a match score and why it scored so (src/shared/match-score.ts). */
export const MatchReasonSchema = z.object({
  factor: z.enum(MATCH_FACTORS),
  verdict: z.enum(MATCH_VERDICTS),
  points: z.number().int(),
  max: z.number().int(),
  text: z.string(),
});

export const MatchListSchema = z
  .object({
    hasGoals: z.boolean(),
    items: z.array(
      z.object({
        opportunity: OpportunityCardSchema,
        score: z.number().int(),
        reasons: z.array(MatchReasonSchema),
      }),
    ),
  })
  .meta({ id: 'MatchList' });
export type MatchList = z.infer<typeof MatchListSchema>;
