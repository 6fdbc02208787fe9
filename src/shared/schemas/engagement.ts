import { z } from '@hono/zod-openapi';
import { INTERACTION_TYPES } from '../enums.ts';
import { OpportunityCardSchema } from './catalog.ts';

/** Spec §5 and §9: the compare list holds at most three franchises. */
export const COMPARE_LIMIT = 3;

export const BookmarkSchema = z
  .object({
    id: z.uuid(),
    opportunityId: z.uuid(),
    createdAt: z.string(),
    opportunity: OpportunityCardSchema.extend({ description: z.string() }),
  })
  .openapi('Bookmark');
export type Bookmark = z.infer<typeof BookmarkSchema>;

export const BookmarkList = z
  .object({ items: z.array(BookmarkSchema), total: z.number().int() })
  .openapi('BookmarkList');

export const BookmarkListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const CreateBookmarkInput = z.object({ opportunityId: z.uuid() }).openapi('CreateBookmarkInput');

export const BookmarkIdParam = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const CompareListSchema = z
  .object({
    ids: z
      .array(z.uuid())
      .max(COMPARE_LIMIT, `A comparison holds at most ${COMPARE_LIMIT} franchises.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A franchise can be compared only once.'),
  })
  .openapi('CompareList');
export type CompareList = z.infer<typeof CompareListSchema>;

export const InteractionInput = z
  .object({
    type: z.enum(INTERACTION_TYPES),
    entityType: z.enum(['franchise', 'software', 'ai_tool', 'business_service']),
    entityId: z.string().min(1).max(100),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('InteractionInput');
export type InteractionInputValue = z.infer<typeof InteractionInput>;
