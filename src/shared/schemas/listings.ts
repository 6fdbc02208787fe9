import { z } from 'zod';
import { formatCount } from '../count.ts';
import { INDUSTRIES, OPPORTUNITY_STATUSES } from '../enums.ts';
import { LISTING_LIMITS as L } from '../limits.ts';
import { MARKET_CODES } from '../markets.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * A franchisor's listing form: one contract for the web form (zodResolver) and the API.
 * Money is in the market's major units (dollars, rupees); the server stores minor units.
 * Every message names the field and the rule it breaks.
 */

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const REVISION_STATES = ['editing', 'pending_review', 'rejected'] as const;
export type RevisionState = (typeof REVISION_STATES)[number];

/** The figures a buyer compares; each carries where it comes from. */
export const FINANCIAL_FIELDS = [
  'investment',
  'franchiseFee',
  'royaltyPct',
  'adFundPct',
  'liquidCapitalMin',
  'netWorthMin',
  'roiPercentage',
  'averageUnitRevenue',
] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

export const FIGURE_LABELS: Record<FinancialField, string> = {
  investment: 'Total investment',
  franchiseFee: 'Franchise fee',
  royaltyPct: 'Royalty',
  adFundPct: 'Ad fund',
  liquidCapitalMin: 'Liquid capital',
  netWorthMin: 'Net worth',
  roiPercentage: 'ROI',
  averageUnitRevenue: 'Average unit revenue',
};

const thisYear = () => new Date().getUTCFullYear();

const year = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a year.` })
    .int(`${label} must be a whole year.`)
    .min(min, `${label} must be ${min} or later.`)
    .refine((y) => y <= thisYear(), `${label} cannot be in the future.`);

export const FigureSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fdd'),
    item: z
      .number({ error: 'FDD item must be a number.' })
      .int()
      .min(1, 'FDD item must be between 1 and 23.')
      .max(23, 'FDD item must be between 1 and 23.'),
    year: year('FDD year', 1979),
  }),
  z.object({ kind: z.literal('franchisor') }),
]);
export type FigureSourceValue = z.infer<typeof FigureSourceSchema>;

const money = (label: string) =>
  z
    .number({ error: `${label} must be an amount.` })
    .min(0, `${label} cannot be negative.`)
    .max(L.maxAmount, `${label} is too large.`);

const pct = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a percentage.` })
    .min(0, `${label} must be between 0 and ${max} %.`)
    .max(max, `${label} must be between 0 and ${max} %.`);

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number, such as 12.` })
    .int(`${label} must be a whole number, such as 12.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${formatCount(max)}.`);

/** The fields, each with its own rule; optional figures may be null (not disclosed). */
const fields = {
  title: singleLineText(2, L.title, `Brand name must be 2–${L.title} characters.`),
  tagline: singleLineText(0, L.tagline, `Tagline must be at most ${L.tagline} characters.`).nullable(),
  description: multiLineText(
    L.description.min,
    L.description.max,
    `Description must be ${L.description.min}–${L.description.max} characters.`,
  ),
  category: z.enum(INDUSTRIES, { error: 'Industry: choose one from the list.' }),
  investmentMin: money('Minimum investment'),
  investmentMax: money('Maximum investment'),
  franchiseFee: money('Franchise fee').nullable(),
  royaltyPct: pct('Royalty', 50).nullable(),
  adFundPct: pct('Ad fund', 20).nullable(),
  liquidCapitalMin: money('Liquid capital').nullable(),
  netWorthMin: money('Net worth').nullable(),
  roiPercentage: pct('ROI', 500).nullable(),
  averageUnitRevenue: money('Average unit revenue').nullable(),
  averageUnitRevenueYear: year('Revenue year', 1950).nullable(),
  unitsFranchised: count('Franchised units', L.maxUnits),
  unitsCompanyOwned: count('Company-owned units', L.maxUnits),
  foundedYear: year('Year founded', 1800).nullable(),
  franchisingSince: year('Franchising since', 1800).nullable(),
  trainingDays: count('Training days', 365).nullable(),
  territoriesAvailable: count('Territories available', L.maxUnits).nullable(),
  homeBased: z.boolean(),
  veteranDiscount: z.boolean(),
  financingAvailable: z.boolean(),
  // A form leaves "not stated" sources as undefined entries: they mean no source.
  sources: z.preprocess(
    (v) =>
      v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).filter(([, s]) => s !== undefined))
        : v,
    z.partialRecord(z.enum(FINANCIAL_FIELDS), FigureSourceSchema),
  ),
};

type Issue = { path: string[]; message: string };

/** Rules across fields; each is checked only when the fields it compares are filled in. */
function crossFieldIssues(v: Partial<Record<keyof typeof fields, unknown>>, complete: boolean): Issue[] {
  const issues: Issue[] = [];
  const n = (x: unknown) => (typeof x === 'number' ? x : null);
  const min = n(v.investmentMin);
  const max = n(v.investmentMax);
  if (min !== null && max !== null && min > max) {
    issues.push({
      path: ['investmentMax'],
      message: 'Maximum investment must be at least the minimum investment (min ≤ max).',
    });
  }
  const fee = n(v.franchiseFee);
  // The fee is part of the total investment (the detail page's breakdown subtracts it from the minimum).
  if (fee !== null && min !== null && fee > min) {
    issues.push({
      path: ['franchiseFee'],
      message:
        'Franchise fee is part of the total investment: it cannot be more than the minimum investment.',
    });
  }
  const liquid = n(v.liquidCapitalMin);
  const netWorth = n(v.netWorthMin);
  if (liquid !== null && netWorth !== null && liquid > netWorth) {
    issues.push({
      path: ['liquidCapitalMin'],
      message: 'Liquid capital is part of net worth: it cannot be more than the net worth required.',
    });
  }
  const founded = n(v.foundedYear);
  const since = n(v.franchisingSince);
  if (founded !== null && since !== null && since < founded) {
    issues.push({
      path: ['franchisingSince'],
      message: 'Franchising since cannot be before the year founded.',
    });
  }
  if (n(v.averageUnitRevenue) !== null && n(v.averageUnitRevenueYear) === null && complete) {
    issues.push({
      path: ['averageUnitRevenueYear'],
      message: 'Revenue year is required with average unit revenue.',
    });
  }
  if (complete) {
    const sources = (v.sources ?? {}) as Record<string, unknown>;
    for (const f of FINANCIAL_FIELDS) {
      const value = f === 'investment' ? min : n(v[f]);
      if (value !== null && !sources[f]) {
        issues.push({
          path: ['sources', f],
          message: `${FIGURE_LABELS[f]}: say where the figure comes from (FDD item and year, or franchisor-reported).`,
        });
      }
    }
  }
  return issues;
}

const base = z.object(fields);

/** What a listing must hold to be submitted for review. */
export const ListingValuesSchema = base
  .superRefine((v, ctx) => {
    for (const i of crossFieldIssues(v, true)) ctx.addIssue({ code: 'custom', ...i });
  })
  .meta({ id: 'ListingValues' });
export type ListingFormValues = z.infer<typeof base>;

/** What an autosave may hold: any subset of the fields, each still by its rule. */
export const ListingDraftSchema = base
  .partial()
  .superRefine((v, ctx) => {
    for (const i of crossFieldIssues(v, false)) ctx.addIssue({ code: 'custom', ...i });
  })
  .meta({ id: 'ListingDraft' });
export type ListingDraftValues = z.infer<typeof ListingDraftSchema>;

/** The working copy as stored: the form values plus the pictures the upload routes set. */
export type ListingValues = ListingDraftValues & { logoUrl?: string | null; bannerImageUrl?: string | null };

export const CreateListingInput = z
  .object({ country: z.enum(MARKET_CODES), values: ListingDraftSchema })
  .meta({ id: 'CreateListingInput' });

export const ListingIdParam = z.object({
  id: z.uuid('Listing id: not a listing id.').meta({ param: { name: 'id', in: 'path' } }),
});
export const ListingFileParam = ListingIdParam.extend({
  fileId: z.uuid('File id: not a file id.').meta({ param: { name: 'fileId', in: 'path' } }),
});

export const ListingMediaSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  caption: z.string().nullable(),
});
export const ListingDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.string(),
  url: z.string(),
});

/** A listing as its owner edits it. */
export const EditableListingSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    country: z.enum(MARKET_CODES),
    currency: z.string(),
    status: z.enum(OPPORTUNITY_STATUSES),
    revisionState: z.enum(REVISION_STATES).nullable(),
    reviewReason: z.string().nullable(),
    /** Why the moderators paused it (set while they keep it paused); the owner resubmits to bring it back. */
    pausedReason: z.string().nullable(),
    values: z.record(z.string(), z.unknown()),
    logoUrl: z.string().nullable(),
    bannerImageUrl: z.string().nullable(),
    gallery: z.array(ListingMediaSchema),
    documents: z.array(ListingDocumentSchema),
    updatedAt: z.string(),
    /** Markets that are not open yet take listings: approved, one is shown as soon as its market opens. */
    marketLive: z.boolean(),
    /** In review, and the company's plan has no live listing to spare: approval cannot publish it. */
    heldByPlanLimit: z.boolean(),
  })
  .meta({ id: 'EditableListing' });
export type EditableListing = z.infer<typeof EditableListingSchema>;

export const LISTING_ACTIONS = ['submit', 'pause', 'resume', 'archive'] as const;
export const ListingActionInput = z.object({ action: z.enum(LISTING_ACTIONS) }).meta({ id: 'ListingAction' });

export const ReviewDecisionInput = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('approve'),
      /**
       * The submission's `updatedAt` as the moderator saw it in the queue: an edit saved since
       * makes the approval answer 409 instead of publishing what nobody reviewed.
       */
      updatedAt: z.iso.datetime({ offset: true }).optional(),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: multiLineText(10, L.reviewReason, `Reason must be 10–${L.reviewReason} characters.`),
    }),
  ])
  .meta({ id: 'ReviewDecision' });
export type ReviewDecisionT = z.infer<typeof ReviewDecisionInput>;

export const ReviewQueueItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  country: z.enum(MARKET_CODES),
  currency: z.string(),
  status: z.enum(OPPORTUNITY_STATUSES),
  submittedAt: z.string().nullable(),
  /** The version the moderator reviews; sent back with an approval. */
  updatedAt: z.string(),
  /**
   * First review (nothing live yet), an edit of a published listing, or a submission sent again
   * after a refusal (its changes are then against the refused version).
   */
  kind: z.enum(['new', 'edit', 'resubmission']),
  /** The reason the last refusal gave, when there was one. */
  previousReason: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() })),
});
export const ReviewQueueSchema = z
  .object({ items: z.array(ReviewQueueItemSchema) })
  .meta({ id: 'ReviewQueue' });
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;

export const LeadUpdateInput = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    notes: multiLineText(0, L.leadNotes, `Notes must be at most ${L.leadNotes} characters.`)
      .nullable()
      .optional(),
  })
  // An empty change would be an UPDATE without a SET: refused here, not by the database.
  .refine((v) => v.status !== undefined || v.notes !== undefined, 'Send a status or notes to change.')
  .meta({ id: 'LeadUpdate' });
export const LeadIdParam = z.object({
  id: z.uuid('Lead id: not a lead id.').meta({ param: { name: 'id', in: 'path' } }),
});

export const STATS_RANGES = [7, 30, 90] as const;
export const ListingStatsQuery = z.object({
  days: z.coerce
    .number()
    .refine((d) => (STATS_RANGES as readonly number[]).includes(d), 'days: must be 7, 30 or 90.')
    .default(30),
});
export const ListingStatsSchema = z
  .object({
    days: z.number(),
    series: z.array(
      z.object({
        date: z.string(),
        views: z.number(),
        clicks: z.number(),
        bookmarks: z.number(),
        compares: z.number(),
        leads: z.number(),
      }),
    ),
  })
  .meta({ id: 'ListingStats' });
export type ListingStats = z.infer<typeof ListingStatsSchema>;
/** The same figures as the franchisor sees, for an admin, with the listing they belong to. */
export const AdminListingStatsSchema = ListingStatsSchema.extend({
  listing: z.object({ id: z.uuid(), title: z.string(), companyName: z.string() }),
}).meta({ id: 'AdminListingStats' });
export type AdminListingStats = z.infer<typeof AdminListingStatsSchema>;
