import { z } from 'zod';
import { formatCount } from '../count.ts';
import { OFFERING_KINDS } from '../enums.ts';
import { OFFERING_LIMITS, OFFERING_PAGE } from '../limits.ts';
import { CASHBACK_CAP_PCT, OFFERING_STATUSES, PRICING_MODELS, REWARD_CURRENCIES } from '../rewards.ts';
import { multiLineText, singleLineText } from './text.ts';

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
    pricingModel: z.enum(PRICING_MODELS),
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
  integrations: z.array(z.string()),
  screenshots: z.array(z.string()),
  cashbackTerms: z.string().nullable(),
  /** Whether its vendor answers quote requests on Franchisio (it was listed by a member company). */
  takesQuotes: z.boolean(),
  /** Who pays the cashback and why (every cashback shown is disclosed). */
  cashbackDisclosure: z.string(),
  /** Reviews by members whose purchase of it was confirmed, newest first. */
  reviews: z.array(
    z.object({
      id: z.uuid(),
      author: z.string(),
      company: z.string(),
      rating: z.number().int(),
      body: z.string(),
      verifiedSpend: z.boolean(),
      createdAt: z.string(),
    }),
  ),
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
  pricing: z.enum(PRICING_MODELS).optional(),
  minCashback: z.coerce.number().min(0).max(CASHBACK_CAP_PCT).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  sort: z.enum(OFFERING_SORTS).default('rating'),
  limit: z.coerce.number().int().min(1).max(OFFERING_PAGE.max).default(OFFERING_PAGE.default),
  offset: z.coerce.number().int().min(0).max(OFFERING_PAGE.maxOffset).default(0),
});
export type OfferingListQueryValue = z.infer<typeof OfferingListQuery>;

export const FeaturedOfferingsQuery = z.object({ kind: OfferingKindSchema });

export const OfferingIdParam = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' } }),
});

export const FeaturedOfferingsAll = z
  .object({
    software: z.array(OfferingCardSchema),
    ai_tool: z.array(OfferingCardSchema),
    business_service: z.array(OfferingCardSchema),
  })
  .meta({ id: 'FeaturedOfferingsAll' });

const L = OFFERING_LIMITS;
const listOfNames = (what: string) =>
  z
    .array(singleLineText(1, L.itemLength, `Each ${what} must be 1–${L.itemLength} characters.`))
    .max(L.items, `At most ${L.items} ${what}s.`);
const price = z
  .number()
  .min(0, 'Must be 0 or more.')
  .max(L.maxPrice, `Must be at most ${formatCount(L.maxPrice)}.`)
  .nullable();

/** What a vendor fills in for a software, AI tool or business service listing. */
export const OfferingValuesSchema = z
  .object({
    kind: OfferingKindSchema,
    name: singleLineText(2, L.name, `Name must be 2–${L.name} characters.`),
    category: singleLineText(2, L.category, `Category must be 2–${L.category} characters.`),
    pricingModel: z.enum(PRICING_MODELS),
    currency: z.enum(REWARD_CURRENCIES),
    /** In major units (dollars, rupees); null when priced by quote. */
    priceFrom: price,
    priceTo: price,
    shortDescription: singleLineText(
      10,
      L.shortDescription,
      `Short description must be 10–${L.shortDescription} characters.`,
    ),
    description: multiLineText(40, L.description, `Description must be 40–${L.description} characters.`),
    features: listOfNames('feature'),
    integrations: listOfNames('integration'),
    website: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https?$/, message: 'Website must be an http(s) address.' }).max(300),
      ])
      .nullable(),
    cashbackPct: z
      .number('Cashback must be a number.')
      .min(0, 'Cashback must be 0% or more.')
      .max(CASHBACK_CAP_PCT, `Cashback is at most ${CASHBACK_CAP_PCT}%.`)
      .multipleOf(0.5, 'Cashback goes in steps of 0.5%.'),
    cashbackTerms: multiLineText(0, L.cashbackTerms, `Terms must be at most ${L.cashbackTerms} characters.`),
  })
  .superRefine((v, ctx) => {
    if (v.priceFrom !== null && v.priceTo !== null && v.priceTo < v.priceFrom) {
      ctx.addIssue({ code: 'custom', path: ['priceTo'], message: 'Must be at least the lowest price.' });
    }
    if (v.cashbackPct > 0 && v.cashbackTerms.length < 10) {
      ctx.addIssue({
        code: 'custom',
        path: ['cashbackTerms'],
        message: 'Say what purchases earn the cashback.',
      });
    }
  })
  .meta({ id: 'OfferingValues' });
export type OfferingValues = z.infer<typeof OfferingValuesSchema>;

export const VendorOfferingSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(OFFERING_STATUSES),
    /** The listing company's name, shown as the vendor (and in the cashback disclosure). */
    vendor: z.string(),
    reviewReason: z.string().nullable(),
    /** Why the moderators took it off the site; it comes back once a resubmission is approved. */
    pausedReason: z.string().nullable(),
    values: OfferingValuesSchema,
    logoUrl: z.string().nullable(),
    screenshots: z.array(z.string()),
    updatedAt: z.string(),
  })
  .meta({ id: 'VendorOffering' });
export type VendorOffering = z.infer<typeof VendorOfferingSchema>;
export const VendorOfferingList = z
  .object({ items: z.array(VendorOfferingSchema) })
  .meta({ id: 'VendorOfferingList' });

export const OfferingUuidParam = z.object({
  id: z.uuid('Offering: not a valid id.').meta({ param: { name: 'id', in: 'path' } }),
});
export const OfferingImageSlot = z.enum(['logo', 'screenshot']);

export const OfferingReviewQueueItem = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: OfferingKindSchema,
    companyName: z.string(),
    submittedAt: z.string().nullable(),
    /** The version shown: the approval names it, so a change saved since is not approved unseen. */
    updatedAt: z.string(),
    values: OfferingValuesSchema,
    logoUrl: z.string().nullable(),
    screenshots: z.array(z.string()),
  })
  .meta({ id: 'OfferingReviewQueueItem' });
export type OfferingReviewQueueItemT = z.infer<typeof OfferingReviewQueueItem>;
export const OfferingReviewQueue = z
  .object({ items: z.array(OfferingReviewQueueItem) })
  .meta({ id: 'OfferingReviewQueue' });

export const OfferingReviewInput = z
  .object({
    rating: z.number().int().min(1, 'Rating is 1–5.').max(5, 'Rating is 1–5.'),
    body: multiLineText(20, L.review, `Review must be 20–${L.review} characters.`),
  })
  .meta({ id: 'OfferingReviewInput' });
