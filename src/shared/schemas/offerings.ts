import { z } from '@hono/zod-openapi';
import { OFFERING_KINDS } from '../enums.ts';

/** Spec §7: featured software, AI tools and services, three of each. */
export const FEATURED_OFFERINGS_LIMIT = 3;
export const OFFERING_SORTS = ['rating', 'cashback', 'price'] as const;

export const OfferingKindSchema = z.enum(OFFERING_KINDS).openapi('OfferingKind');

export const OfferingCardSchema = z
  .object({
    id: z.uuid(),
    kind: OfferingKindSchema,
    name: z.string(),
    vendor: z.string(),
    category: z.string(),
    shortDescription: z.string(),
    pricing: z.string(),
    priceFromUsdCents: z.number().int().nullable(),
    cashbackPct: z.number(),
    logoUrl: z.string().nullable(),
    brandColor: z.string().nullable(),
    isFeatured: z.boolean(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  })
  .openapi('OfferingCard');
export type OfferingCard = z.infer<typeof OfferingCardSchema>;

export const OfferingDetailSchema = OfferingCardSchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  website: z.string().nullable(),
  /** Up to three other offerings of the same kind, same category first. */
  similar: z.array(OfferingCardSchema),
}).openapi('OfferingDetail');
export type OfferingDetail = z.infer<typeof OfferingDetailSchema>;

export const OfferingPage = z
  .object({ items: z.array(OfferingCardSchema), total: z.number().int(), categories: z.array(z.string()) })
  .openapi('OfferingPage');
export type OfferingPageValue = z.infer<typeof OfferingPage>;

export const OfferingList = z.object({ items: z.array(OfferingCardSchema) }).openapi('OfferingList');

export const OfferingListQuery = z.object({
  kind: OfferingKindSchema,
  category: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(OFFERING_SORTS).default('rating'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type OfferingListQueryValue = z.infer<typeof OfferingListQuery>;

export const FeaturedOfferingsQuery = z.object({ kind: OfferingKindSchema });

export const OfferingIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
