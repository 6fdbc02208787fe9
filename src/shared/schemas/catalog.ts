import { z } from '@hono/zod-openapi';
import { MARKET_CODES } from '../markets.ts';

export const MarketCodeSchema = z
  .enum(MARKET_CODES)
  .openapi({ description: 'ISO 3166-1 alpha-2 market code' });

export const FeaturedQuery = z.object({ country: MarketCodeSchema });

export const OpportunityCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    companyName: z.string(),
    tagline: z.string().nullable(),
    category: z.string(),
    country: z.string(),
    currency: z.string(),
    logoUrl: z.string().nullable(),
    brandColor: z.string().nullable(),
    investmentMin: z.number().int().openapi({ description: 'Minor units of currency' }),
    investmentMax: z.number().int(),
    franchiseFee: z.number().int().nullable(),
    roiPercentage: z.number().nullable(),
    ratingAverage: z.number().nullable(),
    reviewCount: z.number().int(),
    featured: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('OpportunityCard');
export type OpportunityCard = z.infer<typeof OpportunityCardSchema>;

export const OpportunityCardList = z
  .object({ items: z.array(OpportunityCardSchema) })
  .openapi('OpportunityCardList');
