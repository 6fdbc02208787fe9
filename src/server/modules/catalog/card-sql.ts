import { sql } from 'drizzle-orm';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';

/**
 * Visible to the public: published and active. Written as the listed-only indexes' predicate,
 * with no parameters, so a prepared statement's generic plan can still use those indexes.
 */
export const listed = sql`(${fo.status} = 'published' and ${fo.isActive})`;

/**
 * A listing card as JSON, as the API hands it over (numbers as numbers, times in ISO form):
 * kept in the row by a trigger (migration 0029), so the hot reads neither build it nor map rows
 * in Node.
 */
export const cardJson = sql<OpportunityCard>`${fo.card}`;
