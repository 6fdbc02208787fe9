import { z } from 'zod';
import { INDUSTRIES } from '../enums.ts';
import { INFORMATION_REQUEST_LIMITS as IR, OPPORTUNITY_PAGE } from '../limits.ts';
import { MARKET_CODES } from '../markets.ts';

export const MarketCodeSchema = z.enum(MARKET_CODES).meta({ description: 'ISO 3166-1 alpha-2 market code' });

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
    investmentMin: z.number().int().meta({ description: 'Minor units of currency' }),
    investmentMax: z.number().int(),
    franchiseFee: z.number().int().nullable(),
    roiPercentage: z.number().nullable(),
    ratingAverage: z.number().nullable(),
    reviewCount: z.number().int(),
    featured: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OpportunityCard' });
export type OpportunityCard = z.infer<typeof OpportunityCardSchema>;

export const OpportunityCardList = z
  .object({ items: z.array(OpportunityCardSchema) })
  .meta({ id: 'OpportunityCardList' });

export const OPPORTUNITY_SORTS = [
  'relevance',
  'newest',
  'investment_asc',
  'investment_desc',
  'rating',
  'roi',
] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .meta({ type: 'string', enum: ['true', 'false'] });

/** One value, several repeated values (`?category=a&category=b`) or a comma-free single value. */
const stringList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(80)).max(14));

const majorAmount = z.coerce
  .number({ message: 'must be a number' })
  .nonnegative('must be zero or more')
  .max(1e12, 'is too large');

export const OpportunityListQuery = z
  .object({
    country: MarketCodeSchema.optional(),
    search: z.string().trim().max(120, 'must be at most 120 characters').optional(),
    category: stringList.optional().meta({
      description: 'Industry; repeat the parameter for several (any of them matches)',
      type: 'array',
      items: { type: 'string' },
    }),
    investmentMin: majorAmount.optional().meta({
      description:
        "Lowest budget in MAJOR units of the market's currency (dollars, rupees …). Matches listings whose investment range reaches it. Needs country.",
    }),
    investmentMax: majorAmount.optional().meta({
      description:
        "Highest budget in MAJOR units of the market's currency. Matches listings whose whole investment range fits within it (the maximum is at most this). Needs country.",
    }),
    homeBased: flag.optional(),
    veteranDiscount: flag.optional(),
    financing: flag.optional(),
    literal: z.enum(['1']).optional().meta({
      description:
        'Search for the words exactly as typed: no budget, flag or industry is read from them (see `understood`)',
    }),
    sort: z.enum(OPPORTUNITY_SORTS).default('relevance'),
    limit: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(OPPORTUNITY_PAGE.max, `must be at most ${OPPORTUNITY_PAGE.max}`)
      .default(OPPORTUNITY_PAGE.default),
    offset: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be zero or more')
      .max(
        OPPORTUNITY_PAGE.countCap,
        `must be at most ${OPPORTUNITY_PAGE.countCap}; use cursor to read further`,
      )
      .default(0),
    cursor: z
      .string()
      .max(400)
      .regex(/^[\w-]+$/, 'is not a cursor from this list')
      .optional()
      .meta({ description: 'nextCursor of the previous page: continues after it (lists without search)' }),
  })
  .refine((q) => q.country || (q.investmentMin === undefined && q.investmentMax === undefined), {
    message: 'needs country, whose currency the amounts are in',
    path: ['investmentMin'],
  })
  .refine(
    (q) =>
      q.investmentMin === undefined || q.investmentMax === undefined || q.investmentMin <= q.investmentMax,
    { message: 'must not be above investmentMax', path: ['investmentMin'] },
  );
export type OpportunityListQueryInput = z.input<typeof OpportunityListQuery>;
export type OpportunityListQueryValue = z.output<typeof OpportunityListQuery>;

/**
 * What a plain-language search read as a filter ("under 50k" → investment up to $50,000), with
 * the words it took out of the text searched for; `label` is what the list's chip says.
 */
const readingOf = <K extends string, V extends z.ZodType>(kind: K, value: V) =>
  z.object({
    kind: z.literal(kind),
    value,
    label: z.string(),
    words: z.string().meta({ description: 'The words of the search read this way' }),
  });
export const UnderstoodReadingSchema = z
  .discriminatedUnion('kind', [
    readingOf('investmentMin', z.number().meta({ description: "MAJOR units of the market's currency" })),
    readingOf('investmentMax', z.number().meta({ description: "MAJOR units of the market's currency" })),
    readingOf('homeBased', z.literal(true)),
    readingOf('veteranDiscount', z.literal(true)),
    readingOf('financing', z.literal(true)),
    readingOf('category', z.array(z.enum(INDUSTRIES))),
  ])
  .meta({ id: 'UnderstoodReading' });
export type UnderstoodReading = z.infer<typeof UnderstoodReadingSchema>;

/** Where else a search that found nothing here would find something. */
export const SearchAlternativesSchema = z.object({
  markets: z.array(
    z.object({
      country: MarketCodeSchema,
      total: z.number().int(),
      totalExact: z.boolean(),
      items: z.array(OpportunityCardSchema),
    }),
  ),
  industries: z.array(z.object({ category: z.string(), total: z.number().int(), totalExact: z.boolean() })),
});
export type SearchAlternatives = z.infer<typeof SearchAlternativesSchema>;

export const SearchInfoSchema = z.object({
  query: z.string(),
  /** The words searched for when the catalog read a typo or another spelling ("pizaa" → "pizza"). */
  correctedQuery: z.string().nullable(),
  /** Only when nothing matched: the other market and close industries that have matches. */
  alternatives: SearchAlternativesSchema.nullable(),
});
export type SearchInfo = z.infer<typeof SearchInfoSchema>;

export const OpportunityPage = z
  .object({
    items: z.array(OpportunityCardSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    /** False when total is a floor: more than OPPORTUNITY_PAGE.countCap (searchResultCap for a search) match. */
    totalExact: z.boolean(),
    /** Continues after this page (lists without a search); null on the last page. */
    nextCursor: z.string().nullable(),
    search: SearchInfoSchema.optional(),
    /**
     * What the search's words were read as, applied as filters (and taken out of the words
     * searched for); present whenever a search was given, empty when nothing was read.
     */
    understood: z.array(UnderstoodReadingSchema).optional(),
  })
  .meta({ id: 'OpportunityPage' });
export type OpportunityPageValue = z.infer<typeof OpportunityPage>;

export const OpportunityIdParam = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' }, description: 'Listing id (uuid)' }),
});

const UnitHistoryPoint = z.object({ year: z.number().int(), units: z.number().int() });

export const OpportunityDetailSchema = OpportunityCardSchema.extend({
  description: z.string(),
  bannerImageUrl: z.string().nullable(),
  royaltyPct: z.number().nullable(),
  adFundPct: z.number().nullable(),
  liquidCapitalMin: z.number().int().nullable(),
  netWorthMin: z.number().int().nullable(),
  averageUnitRevenue: z.number().int().nullable(),
  averageUnitRevenueYear: z.number().int().nullable(),
  averageUnitRevenueSource: z.string().nullable(),
  unitsFranchised: z.number().int(),
  unitsCompanyOwned: z.number().int(),
  unitHistory: z.array(UnitHistoryPoint),
  foundedYear: z.number().int().nullable(),
  franchisingSince: z.number().int().nullable(),
  trainingDays: z.number().int().nullable(),
  territoriesAvailable: z.number().int().nullable(),
  homeBased: z.boolean(),
  veteranDiscount: z.boolean(),
  financingAvailable: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  disclosure: z.lazy(() => DisclosureSchema),
  franchisor: z.object({
    id: z.uuid(),
    name: z.string(),
    website: z.string().nullable(),
    headquarters: z.string().nullable(),
    country: z.string(),
    description: z.string().nullable(),
    /** When an admin checked the company's documents: the listing shows "Verified". */
    verifiedAt: z.string().nullable(),
    /**
     * The company has an account on the marketplace: it answers call requests and messages here.
     * Without one it answers information requests by e-mail only.
     */
    takesCalls: z.boolean(),
  }),
  media: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['image', 'video']),
      url: z.string(),
      caption: z.string().nullable(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      kind: z.string(),
      url: z.string().meta({ description: 'Download link; the download is recorded' }),
    }),
  ),
}).meta({ id: 'OpportunityDetail' });
export type OpportunityDetail = z.infer<typeof OpportunityDetailSchema>;

export const InformationRequestInput = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name.').max(IR.name),
    email: z.email('Please enter a valid e-mail address.').max(IR.email),
    phone: z.string().trim().max(IR.phone).optional(),
    message: z
      .string()
      .trim()
      .min(IR.message.min, `Please write at least ${IR.message.min} characters.`)
      .max(IR.message.max),
  })
  .meta({ id: 'InformationRequestInput' });
export type InformationRequestInputValue = z.infer<typeof InformationRequestInput>;

export const InformationRequestResult = z
  .object({
    id: z.uuid(),
    createdAt: z.string(),
    /** For a signed-in seeker: the conversation the request opened (or continued). */
    conversationId: z.uuid().nullable(),
  })
  .meta({ id: 'InformationRequestResult' });

export const NotifyInput = z
  .object({ email: z.email('Please enter a valid e-mail address.').max(254) })
  .meta({ id: 'MarketNotifyInput' });
export const NotifyParams = z.object({
  country: MarketCodeSchema.meta({ param: { name: 'country', in: 'path' } }),
});

/** One disclosed figure with where it comes from; value null means not disclosed. */
const figure = <T extends z.ZodType>(value: T) =>
  z.object({ value: value.nullable(), source: z.string().nullable(), year: z.number().int().nullable() });

/**
 * What decides a franchise, as franchise disclosure documents set it out: cost (Items 5–7),
 * earnings (Item 19), momentum (Item 20 unit history) and risk (Items 3–4, turnover).
 */
export const DisclosureSchema = z.object({
  investment: figure(z.object({ min: z.number().int(), max: z.number().int() })),
  franchiseFee: figure(z.number().int()),
  royaltyPct: figure(z.number()),
  adFundPct: figure(z.number()),
  technologyFeeMonthly: figure(z.number().int()),
  averageUnitRevenue: figure(z.number().int()),
  netUnitGrowth: figure(
    z.object({
      fromYear: z.number().int(),
      toYear: z.number().int(),
      fromUnits: z.number().int(),
      toUnits: z.number().int(),
      change: z.number().int(),
      pct: z.number(),
    }),
  ),
  litigationCases: figure(z.number().int()),
  bankruptcy: figure(z.boolean()),
  franchiseeTurnoverPct: figure(z.number()),
});
export type Disclosure = z.infer<typeof DisclosureSchema>;

export const SuggestionsQuery = z.object({
  q: z.string().trim().max(80, 'must be at most 80 characters'),
  country: MarketCodeSchema.optional(),
});

export const SuggestionsSchema = z.object({
  brands: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      companyName: z.string(),
      category: z.string(),
      country: z.string(),
    }),
  ),
  industries: z.array(z.string()),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;
