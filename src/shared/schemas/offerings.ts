import { z } from 'zod';
import { OFFERING_KINDS } from '../enums.ts';
import { OFFERING_PAGE } from '../limits.ts';

export const OFFERING_SORTS = ['rating', 'cashback', 'price'] as const;
export type OfferingSort = (typeof OFFERING_SORTS)[number];

export const OfferingKindSchema = z.enum(OFFERING_KINDS).meta({ id: 'OfferingKind' });

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
  .meta({ id: 'OfferingCard' });
export type OfferingCard = z.infer<typeof OfferingCardSchema>;

export const OfferingDetailSchema = OfferingCardSchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  website: z.string().nullable(),
  /** Up to three other offerings of the same kind, same category first. */
  similar: z.array(OfferingCardSchema),
}).meta({ id: 'OfferingDetail' });
export type OfferingDetail = z.infer<typeof OfferingDetailSchema>;

export const OfferingPage = z
  .object({ items: z.array(OfferingCardSchema), total: z.number().int(), categories: z.array(z.string()) })
  .meta({ id: 'OfferingPage' });
export type OfferingPageValue = z.infer<typeof OfferingPage>;

export const OfferingList = z.object({ items: z.array(OfferingCardSchema) }).meta({ id: 'OfferingList' });

export const OfferingListQuery = z.object({
  kind: OfferingKindSchema,
  category: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(OFFERING_SORTS).default('rating'),
  limit: z.coerce.number().int().min(1).max(OFFERING_PAGE.max).default(OFFERING_PAGE.default),
  offset: z.coerce.number().int().min(0).max(OFFERING_PAGE.maxOffset).default(0),
});
export type OfferingListQueryValue = z.infer<typeof OfferingListQuery>;

export const FeaturedOfferingsQuery = z.object({ kind: OfferingKindSchema });

export const OfferingIdParam = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' } }),
});
