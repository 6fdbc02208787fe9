import { type SQL, sql } from 'drizzle-orm';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';

/**
 * Visible to the public: published and active. Written as the listed-only indexes' predicate,
 * with no parameters, so a prepared statement's generic plan can still use those indexes.
 */
export const listed = sql`(${fo.status} = 'published' and ${fo.isActive})`;

/** A timestamp as JavaScript writes it (`toISOString`), whatever the engine's time zone. */
export function isoTime(column: SQL | typeof fo.createdAt): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A listing card as JSON, built by the database: both engines hand it over as the API's own
 * shape (numbers as numbers, times in ISO form), so the hot reads skip row mapping in Node.
 */
export const cardJson = sql<OpportunityCard>`json_build_object(
  'id', ${fo.id}, 'slug', ${fo.slug}, 'title', ${fo.title}, 'companyName', ${fo.companyName},
  'tagline', ${fo.tagline}, 'category', ${fo.category}, 'country', ${fo.country}, 'currency', ${fo.currency},
  'logoUrl', ${fo.logoUrl}, 'brandColor', ${fo.brandColor},
  'investmentMin', ${fo.investmentMin}, 'investmentMax', ${fo.investmentMax}, 'franchiseFee', ${fo.franchiseFee},
  'roiPercentage', ${fo.roiPercentage}, 'ratingAverage', ${fo.ratingAverage}, 'reviewCount', ${fo.reviewCount},
  'featured', ${fo.featured}, 'createdAt', ${isoTime(fo.createdAt)})`;
