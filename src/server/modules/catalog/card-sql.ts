import { sql } from 'drizzle-orm';
import { LIVE_MARKETS } from '../../../shared/markets.ts';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';

/**
 * Approved: published and active, in whichever market. Only a listing's own people see one of
 * a market that is not open yet (the owner's preview); the public sees `listed` ones.
 */
export const approved = sql`(${fo.status} = 'published' and ${fo.isActive})`;

/**
 * Visible to the public: approved, in an open market. The one rule for every public read (lists,
 * search, featured, trending, landing pages, sitemap, counts): a market's listings appear by
 * themselves when it opens (`live` in src/shared/markets.ts), nothing in the data changes.
 * Written with literals, no parameters, so a prepared statement's generic plan can still use the
 * listed-only indexes (their predicate is `approved`, which this implies).
 */
export const listed = sql`(${approved} and ${fo.country} in (${sql.raw(LIVE_MARKETS.map((c) => `'${c}'`).join(', '))}))`;

/** `listed`'s market half, for an approved row already read. */
export const isOpenMarket = (country: string): boolean =>
  (LIVE_MARKETS as readonly string[]).includes(country);

/**
 * A listing card as JSON, as the API hands it over (numbers as numbers, times in ISO form):
 * kept in the row by a trigger (migration 0029), so the hot reads neither build it nor map rows
 * in Node.
 */
export const cardJson = sql<OpportunityCard>`${fo.card}`;
