import { z } from 'zod';
import { OFFERING_KINDS, OPPORTUNITY_STATUSES } from '../enums.ts';
import { ADMIN_LIST, LISTING_LIMITS } from '../limits.ts';
import { MARKET_CODES } from '../markets.ts';
import { multiLineText, singleLineText } from './text.ts';

/** The statuses the admin catalogue lists: what is (or was until a pause) on the public site. */
export const CATALOG_STATUSES = ['published', 'paused'] as const;

export const AdminCatalogQuery = z
  .object({
    q: singleLineText(
      0,
      ADMIN_LIST.catalogSearch,
      `Search must be at most ${ADMIN_LIST.catalogSearch} characters.`,
    )
      .optional()
      .meta({ description: 'Part of the listing’s name or its company’s name' }),
    country: z.enum(MARKET_CODES).optional().meta({ description: 'One market' }),
    status: z
      .enum(CATALOG_STATUSES)
      .optional()
      .meta({ description: 'Published or paused; both when left out' }),
    page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(10_000).default(1),
  })
  .meta({ id: 'AdminCatalogQuery' });
export type AdminCatalogQueryT = z.infer<typeof AdminCatalogQuery>;

/** One listing as the admin sees it in the catalogue and on its page. */
export const AdminCatalogListing = z
  .object({
    id: z.uuid(),
    title: z.string(),
    companyName: z.string(),
    country: z.enum(MARKET_CODES),
    status: z.enum(OPPORTUNITY_STATUSES),
    featured: z.boolean(),
    /** Set while the moderators keep it paused. */
    pausedReason: z.string().nullable(),
    /** Its public page; null while the public cannot see it (paused, or its market not open). */
    publicPath: z.string().nullable(),
    /** Its address on the public site whether or not it is visible now. */
    detailPath: z.string(),
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminCatalogListing' });
export type AdminCatalogListingT = z.infer<typeof AdminCatalogListing>;

export const AdminCatalogPage = z
  .object({
    items: z.array(AdminCatalogListing),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminCatalogPage' });

const pauseReason = multiLineText(
  10,
  LISTING_LIMITS.reviewReason,
  `Reason must be 10–${LISTING_LIMITS.reviewReason} characters.`,
);
/** The admin's pause form: the reason its franchisor is told. */
export const PauseReasonForm = z.object({ reason: pauseReason });

export const AdminListingAction = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('pause'), reason: pauseReason }),
    z.object({ action: z.literal('resume') }),
    z.object({ action: z.literal('feature') }),
    z.object({ action: z.literal('unfeature') }),
  ])
  .meta({ id: 'AdminListingAction' });
export type AdminListingActionT = z.infer<typeof AdminListingAction>;

/** An offering in the admin catalogue: live (published and shown) or paused by the moderators. */
export const OFFERING_CATALOG_STATES = ['live', 'paused'] as const;

export const AdminOfferingCatalogQuery = z
  .object({
    q: singleLineText(
      0,
      ADMIN_LIST.catalogSearch,
      `Search must be at most ${ADMIN_LIST.catalogSearch} characters.`,
    )
      .optional()
      .meta({ description: 'Part of the offering’s or its vendor’s name' }),
    kind: z.enum(OFFERING_KINDS).optional(),
    state: z
      .enum(OFFERING_CATALOG_STATES)
      .optional()
      .meta({ description: 'Live or paused; both when left out' }),
    page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(10_000).default(1),
  })
  .meta({ id: 'AdminOfferingCatalogQuery' });
export type AdminOfferingCatalogQueryT = z.infer<typeof AdminOfferingCatalogQuery>;

export const AdminCatalogOffering = z
  .object({
    id: z.uuid(),
    name: z.string(),
    vendor: z.string(),
    kind: z.enum(OFFERING_KINDS),
    state: z.enum(OFFERING_CATALOG_STATES),
    pausedReason: z.string().nullable(),
    /** Its public page while it is live. */
    publicPath: z.string().nullable(),
  })
  .meta({ id: 'AdminCatalogOffering' });
export type AdminCatalogOfferingT = z.infer<typeof AdminCatalogOffering>;

export const AdminOfferingCatalogPage = z
  .object({
    items: z.array(AdminCatalogOffering),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminOfferingCatalogPage' });

export const AdminOfferingAction = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('pause'), reason: pauseReason }),
    z.object({ action: z.literal('resume') }),
  ])
  .meta({ id: 'AdminOfferingAction' });
export type AdminOfferingActionT = z.infer<typeof AdminOfferingAction>;
