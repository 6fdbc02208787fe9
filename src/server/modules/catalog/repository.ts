import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { OpportunityCard } from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import {
  franchiseOpportunities as fo,
  franchisors,
  informationRequests,
  listingDocuments,
  listingMedia,
  marketNotifySignups,
} from '../../db/schema/index.ts';
import { approved, cardJson, listed } from './card-sql.ts';

/** Columns a card needs; detail pages read the whole row. */
export const cardColumns = {
  id: fo.id,
  slug: fo.slug,
  title: fo.title,
  companyName: fo.companyName,
  tagline: fo.tagline,
  category: fo.category,
  country: fo.country,
  currency: fo.currency,
  logoUrl: fo.logoUrl,
  brandColor: fo.brandColor,
  investmentMin: fo.investmentMin,
  investmentMax: fo.investmentMax,
  franchiseFee: fo.franchiseFee,
  roiPercentage: fo.roiPercentage,
  ratingAverage: fo.ratingAverage,
  reviewCount: fo.reviewCount,
  featured: fo.featured,
  createdAt: fo.createdAt,
};

export { listed };

/**
 * Every column a detail page shows: the whole row but its search vectors, its card, its state
 * (the query asks for an approved listing), and its working copy under review.
 */
const {
  searchText: _text,
  searchName: _name,
  card: _card,
  status: _status,
  isActive: _active,
  figureSources: _sources,
  revision: _revision,
  revisionState: _revisionState,
  reviewReason: _reviewReason,
  submittedAt: _submittedAt,
  ...detailColumns
} = getTableColumns(fo);

/** A row as JSON hands it over: times as ISO strings. */
type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

type Listing = typeof fo.$inferSelect;

/**
 * An approved listing with its franchisor, media and documents, as the detail query reads it;
 * the service decides who sees it (`ownerUserId` is for that, never sent).
 */
export interface OpportunityDetailRow {
  o: AsJson<Pick<Listing, keyof typeof detailColumns>>;
  franchisor: AsJson<
    Pick<
      typeof franchisors.$inferSelect,
      'id' | 'name' | 'website' | 'headquarters' | 'country' | 'description' | 'verifiedAt'
    >
  > & { takesCalls: boolean; ownerUserId: string | null };
  media: { id: string; kind: 'image' | 'video'; url: string; caption: string | null }[];
  documents: { id: string; title: string; kind: string }[];
}

/** A time as JavaScript's toISOString writes it (UTC, milliseconds), whatever the session's zone. */
const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A column's value in the detail's JSON. */
const jsonValue = (column: AnyPgColumn) =>
  column.columnType === 'PgTimestamp' ? isoTime(column) : sql`${column}`;

export function createCatalogRepository(db: Db) {
  const featuredQuery = prepareStatement<{ card: OpportunityCard }>(
    db,
    sql`select ${cardJson} as card from ${fo}
      where ${listed} and ${fo.featured} and ${fo.country} = ${sql.placeholder('country')}
      order by ${fo.createdAt} desc limit ${sql.placeholder('limit')}`,
  );

  // The whole detail as one JSON value: a row of some forty columns cost the server more to
  // describe and convert, field by field, than the rest of the request (decision 0009).
  const detailQuery = prepareStatement<{ detail: OpportunityDetailRow }>(
    db,
    sql`select json_build_object(
        'o', (select to_json(d) from (select ${sql.join(
          Object.entries(detailColumns).map(
            ([key, column]) => sql`${jsonValue(column)} as ${sql.identifier(key)}`,
          ),
          sql`, `,
        )}) d),
        'franchisor', json_build_object('id', ${franchisors.id}, 'name', ${franchisors.name},
          'website', ${franchisors.website}, 'headquarters', ${franchisors.headquarters},
          'country', ${franchisors.country}, 'description', ${franchisors.description},
          'verifiedAt', ${isoTime(franchisors.verifiedAt)},
          'takesCalls', ${franchisors.ownerUserId} is not null, 'ownerUserId', ${franchisors.ownerUserId}),
        'media', (select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', m.url, 'caption', m.caption) order by m.position), '[]'::json)
          from ${listingMedia} m where m.opportunity_id = ${fo.id}),
        'documents', (select coalesce(json_agg(json_build_object('id', d.id, 'title', d.title, 'kind', d.kind) order by d.created_at), '[]'::json)
          from ${listingDocuments} d where d.opportunity_id = ${fo.id})
      ) as detail
      from ${fo} join ${franchisors} on ${franchisors.id} = ${fo.franchisorId}
      where ${fo.id} = ${sql.placeholder('id')} and ${approved}
      limit 1`,
  );

  const marketQuery = db
    .select({ country: fo.country, title: fo.title })
    .from(fo)
    .where(and(eq(fo.id, sql.placeholder('id')), approved))
    .limit(1)
    .prepare('catalog_market_of');

  // Similar: the nearest entry investments on either side, in the same industry and in the
  // whole market, each read from an index in order; the best four of those win.
  const nearest = (sameIndustry: boolean, side: 'above' | 'below') => sql`(select ${fo.id} as id,
      ${fo.category} = ${sql.placeholder('category')} as same_industry,
      abs(${fo.investmentMin} - ${sql.placeholder('investmentMin')}::bigint) as distance
    from ${fo}
    where ${listed} and ${fo.country} = ${sql.placeholder('country')} and ${fo.id} <> ${sql.placeholder('id')}::uuid
      ${sameIndustry ? sql`and ${fo.category} = ${sql.placeholder('category')}` : sql``}
      and ${fo.investmentMin} ${sql.raw(side === 'above' ? '>=' : '<')} ${sql.placeholder('investmentMin')}::bigint
    order by ${fo.investmentMin} ${sql.raw(side === 'above' ? 'asc' : 'desc')}
    limit ${sql.placeholder('limit')})`;
  const similarQuery = prepareStatement<{ card: OpportunityCard }>(
    db,
    sql`with near as (
        select distinct on (id) * from (
          ${nearest(true, 'above')} union all ${nearest(true, 'below')}
          union all ${nearest(false, 'above')} union all ${nearest(false, 'below')}
        ) n order by id
      ), best as (
        select id, same_industry, distance from near
        order by same_industry desc, distance, id limit ${sql.placeholder('limit')}
      )
      select ${cardJson} as card from best join ${fo} on ${fo.id} = best.id
      order by best.same_industry desc, best.distance, best.id`,
  );

  return {
    async featured(country: string, limit: number): Promise<OpportunityCard[]> {
      return (await featuredQuery.rows({ country, limit })).map((r) => r.card);
    },

    /** An approved listing (whatever its market) with its franchisor, media and documents, in one round trip. */
    async detail(id: string): Promise<OpportunityDetailRow | null> {
      const [row] = await detailQuery.rows({ id });
      return row?.detail ?? null;
    },

    /** The id of a public listing by its slug (the id is what every other read takes). */
    async idOfSlug(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: fo.id })
        .from(fo)
        .where(and(eq(fo.slug, slug), listed))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * A market's public listings by industry: how many, the span of their investments (lowest
     * entry, median entry, highest top) and how many enter within each band (`bands`, bounds in
     * the market's minor units, the top one open), largest industry first.
     */
    async marketOverview(country: string, bands: { min: number; max: number | null }[]) {
      const rows = await db
        .select({
          category: fo.category,
          count: sql<number>`count(*)::int`,
          investmentMin: sql<string>`min(${fo.investmentMin})`,
          investmentMedian: sql<string>`round(percentile_cont(0.5) within group (order by ${fo.investmentMin}))`,
          investmentMax: sql<string>`max(${fo.investmentMax})`,
          bands: sql<number[]>`json_build_array(${sql.join(
            bands.map(
              (b) =>
                sql`count(*) filter (where ${fo.investmentMin} >= ${b.min}${
                  b.max === null ? sql`` : sql` and ${fo.investmentMin} < ${b.max}`
                })`,
            ),
            sql`, `,
          )})`,
        })
        .from(fo)
        .where(and(listed, eq(fo.country, country)))
        .groupBy(fo.category)
        .orderBy(sql`count(*) desc`, fo.category);
      return rows.map((r) => ({
        ...r,
        investmentMin: Number(r.investmentMin),
        investmentMedian: Number(r.investmentMedian),
        investmentMax: Number(r.investmentMax),
        bands: (typeof r.bands === 'string' ? JSON.parse(r.bands) : r.bands).map(Number) as number[],
      }));
    },

    /** Where an approved listing lives, even if its market is not open (for that page's head). */
    async marketOf(id: string) {
      const [row] = await marketQuery.execute({ id });
      return row ?? null;
    },

    /** Same market, same industry first, then the closest entry investment. */
    async similar(
      o: { id: string; country: string; category: string; investmentMin: number },
      limit: number,
    ): Promise<OpportunityCard[]> {
      const rows = await similarQuery.rows({
        id: o.id,
        country: o.country,
        category: o.category,
        investmentMin: o.investmentMin,
        limit,
      });
      return rows.map((r) => r.card);
    },

    async document(opportunityId: string, documentId: string) {
      const [row] = await db
        .select({ id: listingDocuments.id, title: listingDocuments.title, fileId: listingDocuments.fileId })
        .from(listingDocuments)
        .innerJoin(fo, eq(fo.id, listingDocuments.opportunityId))
        .where(and(eq(listingDocuments.id, documentId), eq(fo.id, opportunityId), approved))
        .limit(1);
      return row ?? null;
    },

    async franchisorContact(franchisorId: string) {
      const [row] = await db
        .select({ name: franchisors.name, contactEmail: franchisors.contactEmail })
        .from(franchisors)
        .where(eq(franchisors.id, franchisorId))
        .limit(1);
      return row ?? null;
    },

    /** Stores a lead; null when this e-mail already asked about this listing today. */
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    async insertInformationRequest(values: typeof informationRequests.$inferInsert, tx: Db = db) {
      const [row] = await tx
        .insert(informationRequests)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: informationRequests.id, createdAt: informationRequests.createdAt });
      return row ?? null;
    },

    async addNotifySignup(country: string, email: string) {
      const [row] = await db
        .insert(marketNotifySignups)
        .values({ country, email })
        .onConflictDoNothing()
        .returning({ id: marketNotifySignups.id });
      return row ? 'created' : 'existing';
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
/** A card's columns as a select of `cardColumns` returns them. */
export type OpportunityCardRow = SelectResultFields<typeof cardColumns>;
