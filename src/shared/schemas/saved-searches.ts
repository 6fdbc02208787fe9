import { z } from 'zod';
import { INDUSTRIES } from '../enums.ts';
import { PROFILE_LIMITS } from '../limits.ts';
import { MarketCodeSchema, OpportunityCardSchema } from './catalog.ts';

const major = z
  .number({ message: 'must be a number' })
  .nonnegative('must be zero or more')
  .max(1e12, 'is too large');

/** A list page's filters and words (shared/saved-search.ts); the same limits as the list query. */
export const SavedSearchFiltersSchema = z
  .object({
    search: z.string().trim().max(120, 'must be at most 120 characters').default(''),
    categories: z.array(z.enum(INDUSTRIES)).max(PROFILE_LIMITS.industries).default([]),
    min: major.optional(),
    max: major.optional(),
    homeBased: z.boolean().default(false),
    veteranDiscount: z.boolean().default(false),
    financing: z.boolean().default(false),
  })
  .strict()
  .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, {
    message: 'The lowest investment must not be above the highest.',
    path: ['min'],
  })
  .meta({ id: 'SavedSearchFilters' });

export const CreateSavedSearchInput = z
  .object({ country: MarketCodeSchema, filters: SavedSearchFiltersSchema })
  .strict()
  .meta({ id: 'CreateSavedSearchInput' });
export type CreateSavedSearchValue = z.infer<typeof CreateSavedSearchInput>;

export const UpdateSavedSearchInput = z
  .object({ alerts: z.boolean() })
  .strict()
  .meta({ id: 'UpdateSavedSearchInput' });

export const SavedSearchIdParam = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' } }),
});

export const SavedSearchSchema = z
  .object({
    id: z.uuid(),
    country: MarketCodeSchema,
    filters: z.object({
      search: z.string(),
      categories: z.array(z.string()),
      min: z.number().optional(),
      max: z.number().optional(),
      homeBased: z.boolean(),
      veteranDiscount: z.boolean(),
      financing: z.boolean(),
    }),
    /** The label ("“coffee” · Food & Beverage — India") and the list page it opens. */
    name: z.string(),
    href: z.string(),
    /** Whether new matches are e-mailed (a daily digest at most). */
    alerts: z.boolean(),
    createdAt: z.string(),
    /** Matches not yet marked seen. */
    newMatches: z.number().int(),
    matches: z.array(
      z.object({ opportunity: OpportunityCardSchema, matchedAt: z.string(), seen: z.boolean() }),
    ),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchList = z
  .object({ items: z.array(SavedSearchSchema) })
  .meta({ id: 'SavedSearchList' });

export const SavedSearchCreated = z
  .object({ id: z.uuid(), name: z.string(), alerts: z.boolean() })
  .meta({ id: 'SavedSearchCreated' });

export const UnsubscribeInput = z
  .object({ token: z.string().min(1).max(200) })
  .strict()
  .meta({ id: 'SavedSearchUnsubscribeInput' });

export const UnsubscribeResult = z
  .object({ name: z.string(), alerts: z.literal(false) })
  .meta({ id: 'SavedSearchUnsubscribeResult' });
