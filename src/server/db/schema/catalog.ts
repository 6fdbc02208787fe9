import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpportunityStatus } from '../../../shared/enums.ts';
import { MARKET_CODES } from '../../../shared/markets.ts';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import type { FigureSourceValue, ListingValues, RevisionState } from '../../../shared/schemas/listings.ts';
import { storedFiles } from './files.ts';
import { tsvector } from './types.ts';

/** A franchisor company. One company may list franchises in several markets. */
export const franchisors = pgTable('franchisors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  website: text('website'),
  headquarters: text('headquarters'),
  country: char('country', { length: 2 }).notNull(),
  description: text('description'),
  logoUrl: text('logo_url'),
  /** Where the leads of a company without an account are e-mailed (the operator gets a copy); with an account they go to its lead addresses (membership). */
  contactEmail: text('contact_email'),
  /** The account that manages this company, once franchisor accounts exist. */
  ownerUserId: text('owner_user_id'),
  // Registration (modules/membership): who the company is legally and how it is billed.
  legalName: text('legal_name'),
  yearFounded: smallint('year_founded'),
  contactPerson: text('contact_person'),
  phone: text('phone'),
  /** Markets the company lists in (ISO codes). */
  markets: jsonb('markets').$type<string[]>().notNull().default([]),
  /** The country it is billed in: currency and tax identifier follow from it. */
  billingCountry: char('billing_country', { length: 2 }),
  /** GSTIN (India) or EIN (US), checked at registration. */
  taxId: text('tax_id'),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  /** Set when an admin has checked the company's documents: its listings show "Verified". */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedBy: text('verified_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface UnitHistoryPoint {
  year: number;
  units: number;
}

/**
 * Every market's franchise listings live here; `country` and `currency` say which market.
 * Money columns are integers in minor units of `currency`.
 */
export const franchiseOpportunities = pgTable(
  'franchise_opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    tagline: text('tagline'),
    description: text('description').notNull(),
    category: text('category').notNull(),
    country: char('country', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    logoUrl: text('logo_url'),
    bannerImageUrl: text('banner_image_url'),
    brandColor: text('brand_color'),
    investmentMin: bigint('investment_min', { mode: 'number' }).notNull(),
    investmentMax: bigint('investment_max', { mode: 'number' }).notNull(),
    franchiseFee: bigint('franchise_fee', { mode: 'number' }),
    royaltyPct: numeric('royalty_pct', { precision: 5, scale: 2, mode: 'number' }),
    adFundPct: numeric('ad_fund_pct', { precision: 5, scale: 2, mode: 'number' }),
    liquidCapitalMin: bigint('liquid_capital_min', { mode: 'number' }),
    netWorthMin: bigint('net_worth_min', { mode: 'number' }),
    roiPercentage: numeric('roi_percentage', { precision: 5, scale: 2, mode: 'number' }),
    averageUnitRevenue: bigint('average_unit_revenue', { mode: 'number' }),
    averageUnitRevenueYear: smallint('average_unit_revenue_year'),
    averageUnitRevenueSource: text('average_unit_revenue_source'),
    unitsFranchised: integer('units_franchised').notNull().default(0),
    unitsCompanyOwned: integer('units_company_owned').notNull().default(0),
    unitHistory: jsonb('unit_history').$type<UnitHistoryPoint[]>().notNull().default([]),
    foundedYear: smallint('founded_year'),
    franchisingSince: smallint('franchising_since'),
    trainingDays: smallint('training_days'),
    territoriesAvailable: integer('territories_available'),
    homeBased: boolean('home_based').notNull().default(false),
    veteranDiscount: boolean('veteran_discount').notNull().default(false),
    financingAvailable: boolean('financing_available').notNull().default(false),
    status: text('status').$type<OpportunityStatus>().notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Where each financial figure comes from (listing field → FDD item and year, or
     * franchisor-reported); set by the franchisor's form.
     */
    figureSources: jsonb('figure_sources').$type<Record<string, FigureSourceValue>>().notNull().default({}),
    /**
     * The franchisor's working copy (form values, major units) while it differs from what is
     * live: a draft's content, or the edit of a published listing waiting for review. The live
     * columns change only when a reviewer approves it (or a draft is first published).
     */
    revision: jsonb('revision').$type<ListingValues>(),
    /** The working copy's state: being edited, waiting for review, or sent back with a reason. */
    revisionState: text('revision_state').$type<RevisionState>(),
    reviewReason: text('review_reason'),
    /**
     * Set while the moderators keep the listing paused (why, as the franchisor is told): only a
     * resubmission they approve, or an admin's resume, brings it back; its owner cannot resume it.
     */
    pausedReason: text('paused_reason'),
    /**
     * The working copy a reviewer last refused and why: a resubmission is reviewed against it
     * rather than against an empty "before". Cleared when a version is approved.
     */
    lastRefusal: jsonb('last_refusal').$type<{ values: ListingValues; reason: string; at: string }>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Franchise disclosure beyond Item 19 (the average unit revenue above): the document the
     * figures come from and its year, the monthly technology fee (Item 6), material litigation
     * (Item 3), bankruptcy (Item 4) and franchisee turnover (from the Item 20 tables). Null
     * means not disclosed.
     */
    disclosureDocument: text('disclosure_document'),
    disclosureYear: smallint('disclosure_year'),
    technologyFeeMonthly: bigint('technology_fee_monthly', { mode: 'number' }),
    litigationCases: smallint('litigation_cases'),
    bankruptcyDisclosed: boolean('bankruptcy_disclosed'),
    franchiseeTurnoverPct: numeric('franchisee_turnover_pct', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * Every word of the listing, unstemmed ('simple'), so a search can match words as typed,
     * their prefixes and the spellings the vocabulary (search_terms) maps them to. CamelCase
     * brand names are also split ("SpineSaathi" is found by "saathi").
     */
    searchText: tsvector('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || regexp_replace(coalesce(title, ''), '([a-z])([A-Z])', '\\1 \\2', 'g') || ' ' || coalesce(company_name, '') || ' ' || coalesce(category, '') || ' ' || coalesce(tagline, '') || ' ' || coalesce(description, ''))`,
      ),
    /**
     * The listing's card (the API's OpportunityCard) as JSON, kept by a row trigger
     * (franchise_card_build, migration 0029) whatever changes the row: lists and searches hand
     * over a page of cards without building each one on every read.
     */
    card: json('card').$type<OpportunityCard>(),
    /** The words that name the listing (brand, company: weight A; industry: B), for ranking and suggestions. */
    searchName: tsvector('search_name')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || regexp_replace(coalesce(title, ''), '([a-z])([A-Z])', '\\1 \\2', 'g') || ' ' || coalesce(company_name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(category, '')), 'B')`,
      ),
  },
  (t) => {
    const listedOnly = sql`${t.status} = 'published' and ${t.isActive}`;
    /**
     * Trailing columns let a list filter on index entries alone (index-only scans): every
     * filter column the index does not already lead with.
     */
    const filters = (...leading: unknown[]) =>
      [
        t.category,
        t.investmentMin,
        t.investmentMax,
        t.homeBased,
        t.veteranDiscount,
        t.financingAvailable,
      ].filter((c) => !leading.includes(c));
    return [
      index('opportunities_market_idx').on(t.country, t.status, t.isActive, t.createdAt),
      index('opportunities_franchisor_idx').on(t.franchisorId),
      // The moderators' queue: working copies waiting for review, oldest first.
      index('opportunities_review_queue_idx')
        .on(t.submittedAt)
        .where(sql`${t.revisionState} = 'pending_review'`),
      // Full-text search and name suggestions, one pair of GIN indexes per market: a search then
      // reads only its market's entries of each word (half the work of a market column in the
      // index). Statements name the market as a literal so plans can pick its index.
      ...MARKET_CODES.flatMap((code) => {
        const market = sql`${listedOnly} and ${t.country} = ${sql.raw(`'${code}'`)}`;
        const suffix = code.toLowerCase();
        return [
          index(`opportunities_search_${suffix}_idx`).using('gin', t.searchText).where(market),
          index(`opportunities_name_${suffix}_idx`).using('gin', t.searchName).where(market),
        ];
      }),
      // Counts with an industry filter.
      index('opportunities_listed_filter_idx')
        .on(
          t.country,
          t.category,
          t.investmentMin,
          t.investmentMax,
          t.homeBased,
          t.veteranDiscount,
          t.financingAvailable,
        )
        .where(listedOnly),
      // One index per sort, in the order of the keyset (see list-repository.ts), listed rows only.
      index('opportunities_listed_relevance_idx')
        .on(t.country, t.featured, sql`coalesce(${t.ratingAverage}, 0)`, t.id, t.ratingAverage, ...filters())
        .where(listedOnly),
      index('opportunities_listed_newest_idx')
        .on(t.country, t.createdAt, t.id, ...filters())
        .where(listedOnly),
      index('opportunities_listed_investment_min_idx')
        .on(t.country, t.investmentMin, t.id, ...filters(t.investmentMin))
        .where(listedOnly),
      index('opportunities_listed_investment_max_idx')
        .on(t.country, t.investmentMax, t.id, ...filters(t.investmentMax))
        .where(listedOnly),
      index('opportunities_listed_rating_idx')
        .on(
          t.country,
          sql`coalesce(${t.ratingAverage}, 0)`,
          t.reviewCount,
          t.id,
          t.ratingAverage,
          ...filters(),
        )
        .where(listedOnly),
      index('opportunities_listed_roi_idx')
        .on(t.country, sql`coalesce(${t.roiPercentage}, -1)`, t.id, t.roiPercentage, ...filters())
        .where(listedOnly),
      index('opportunities_listed_featured_idx')
        .on(t.country, t.createdAt)
        .where(sql`${t.status} = 'published' and ${t.isActive} and ${t.featured}`),
    ];
  },
);

/**
 * The search vocabulary: every word of the listed listings of each market, with how many
 * listings use it (anywhere, and in their names), its English stem and its transliteration key.
 * A search maps what was typed to these words (same stem, a name it begins, a spelling one typo
 * away, a Hindi-English variant) before it touches the listings. Kept by triggers on
 * franchise_opportunities (migration 0006), so every way a listing changes keeps it current.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    country: char('country', { length: 2 }).notNull(),
    /** C collation: a btree answers prefix (LIKE 'piz%') lookups. */
    term: text('term').notNull(),
    stem: text('stem').notNull(),
    sound: text('sound').notNull(),
    listings: integer('listings').notNull().default(0),
    nameListings: integer('name_listings').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.term] }),
    index('search_terms_stem_idx').on(t.country, t.stem),
    index('search_terms_sound_idx').on(t.country, t.sound),
  ],
);

/** Pictures and videos of a listing, in display order. */
export const listingMedia = pgTable(
  'listing_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => franchiseOpportunities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    url: text('url').notNull(),
    caption: text('caption'),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_media_opportunity_idx').on(t.opportunityId, t.position)],
);

/** Downloadable documents of a listing (brochure, disclosure document, financials). */
export const listingDocuments = pgTable(
  'listing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => franchiseOpportunities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').$type<'brochure' | 'disclosure' | 'financials' | 'other'>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_documents_opportunity_idx').on(t.opportunityId)],
);
