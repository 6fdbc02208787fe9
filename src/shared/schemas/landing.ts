import { z } from 'zod';
import { MarketCodeSchema, OpportunityCardSchema } from './catalog.ts';

/** One landing page that exists (it lists at least LANDING_MIN_LISTINGS listings). */
export const LandingLinkSchema = z
  .object({
    path: z.string(),
    heading: z.string(),
    country: MarketCodeSchema,
    kind: z.enum(['industry', 'band']),
    count: z.number().int(),
  })
  .meta({ id: 'LandingLink' });
export type LandingLink = z.infer<typeof LandingLinkSchema>;

export const LandingLinksQuery = z.object({ country: MarketCodeSchema.optional() });
export const LandingLinks = z.object({ items: z.array(LandingLinkSchema) }).meta({ id: 'LandingLinks' });

export const LandingPageQuery = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^\/[a-z0-9/-]*$/, 'must be a page path such as /india-franchises/food-and-beverage'),
});

/** A landing page: heading, the factual introduction, the facts it is built from, the first listings. */
export const LandingPageSchema = z
  .object({
    path: z.string(),
    country: MarketCodeSchema,
    heading: z.string(),
    description: z.string(),
    intro: z.string(),
    count: z.number().int(),
    topBrands: z.array(z.string()),
    /** The market list with the same filter: every listing, with filters and sorting. */
    listHref: z.string(),
    items: z.array(OpportunityCardSchema),
  })
  .meta({ id: 'LandingPage' });
export type LandingPageValue = z.infer<typeof LandingPageSchema>;
