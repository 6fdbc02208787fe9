import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpportunityStatus } from '../../../shared/enums.ts';
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
  /** Where information requests (leads) are e-mailed; when empty they go to the operator's inbox. */
  contactEmail: text('contact_email'),
  /** The account that manages this company, once franchisor accounts exist. */
  ownerUserId: text('owner_user_id'),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(tagline, '') || ' ' || coalesce(description, '')), 'C')`,
      ),
  },
  (t) => [
    index('opportunities_market_idx').on(t.country, t.status, t.isActive, t.createdAt),
    index('opportunities_category_idx').on(t.country, t.category),
    index('opportunities_investment_idx').on(t.country, t.investmentMin),
    index('opportunities_featured_idx').on(t.country, t.featured, t.createdAt),
    index('opportunities_franchisor_idx').on(t.franchisorId),
    index('opportunities_search_idx').using('gin', t.searchVector),
    index('opportunities_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Public lists: counts and filters answered from the index alone, and the common sorts.
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
      .where(sql`${t.status} = 'published' and ${t.isActive}`),
    index('opportunities_listed_rating_idx')
      .on(t.country, sql`${t.ratingAverage} desc nulls last`, t.reviewCount.desc(), t.id)
      .where(sql`${t.status} = 'published' and ${t.isActive}`),
    index('opportunities_listed_relevance_idx')
      .on(t.country, t.featured.desc(), sql`${t.ratingAverage} desc nulls last`, t.id)
      .where(sql`${t.status} = 'published' and ${t.isActive}`),
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
