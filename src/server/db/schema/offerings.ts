import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OfferingKind } from '../../../shared/enums.ts';
import { franchisors } from './catalog.ts';

/** Software, AI tools and business services, one table with a `kind`. */
export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<OfferingKind>().notNull(),
    name: text('name').notNull(),
    vendor: text('vendor').notNull(),
    website: text('website'),
    category: text('category').notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    pricing: text('pricing').notNull(),
    /** Lowest monthly price in US cents, null when priced by quote. */
    priceFromUsdCents: integer('price_from_usd_cents'),
    cashbackPct: numeric('cashback_pct', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    logoUrl: text('logo_url'),
    brandColor: text('brand_color'),
    /** The franchisor that listed it, when a member listed it. */
    franchisorId: uuid('franchisor_id').references(() => franchisors.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offerings_kind_idx').on(t.kind, t.isActive, t.isFeatured, t.rating)],
);
