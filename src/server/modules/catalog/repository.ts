import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  franchiseOpportunities as fo,
  franchisors,
  informationRequests,
  listingDocuments,
  listingMedia,
  marketNotifySignups,
} from '../../db/schema/index.ts';

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

/** Visible to the public: published and active. */
export const listed = and(eq(fo.status, 'published'), eq(fo.isActive, true))!;

/** Typo tolerance: 'pizaa' shares half its trigrams with 'pizza' (word_similarity 0.5). */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

export type ListSort = 'relevance' | 'newest' | 'investment_asc' | 'investment_desc' | 'rating' | 'roi';

export interface ListFilter {
  country?: string;
  search?: string;
  categories?: string[];
  /** Minor units. */
  investmentMin?: number;
  investmentMax?: number;
  homeBased?: boolean;
  veteranDiscount?: boolean;
  financing?: boolean;
  sort: ListSort;
  limit: number;
  offset: number;
}

/**
 * `exact`: full-text matches only. `fuzzy`: also titles that look like the search, for typos
 * ('pizaa'). Fuzzy matching is a fallback: run alongside exact matches it lets short words pull
 * in look-alike brands ('chai' would find 'Chashma Optical').
 */
type SearchMode = 'exact' | 'fuzzy';

function whereFor(f: ListFilter, mode: SearchMode = 'exact'): SQL {
  const parts: SQL[] = [listed];
  if (f.country) parts.push(eq(fo.country, f.country));
  if (f.categories?.length) parts.push(inArray(fo.category, f.categories));
  if (f.investmentMin !== undefined) parts.push(gte(fo.investmentMax, f.investmentMin));
  if (f.investmentMax !== undefined) parts.push(lte(fo.investmentMin, f.investmentMax));
  if (f.homeBased !== undefined) parts.push(eq(fo.homeBased, f.homeBased));
  if (f.veteranDiscount !== undefined) parts.push(eq(fo.veteranDiscount, f.veteranDiscount));
  if (f.financing !== undefined) parts.push(eq(fo.financingAvailable, f.financing));
  if (f.search) {
    parts.push(
      mode === 'fuzzy'
        ? sql`(${fo.searchVector} @@ websearch_to_tsquery('english', ${f.search}) or ${f.search} <% ${fo.title})`
        : sql`${fo.searchVector} @@ websearch_to_tsquery('english', ${f.search})`,
    );
  }
  return and(...parts)!;
}

function orderFor(f: ListFilter): SQL[] {
  switch (f.sort) {
    case 'newest':
      return [desc(fo.createdAt), asc(fo.id)];
    case 'investment_asc':
      return [asc(fo.investmentMin), asc(fo.id)];
    case 'investment_desc':
      return [desc(fo.investmentMax), asc(fo.id)];
    case 'rating':
      return [sql`${fo.ratingAverage} desc nulls last`, sql`${fo.reviewCount} desc nulls last`, asc(fo.id)];
    case 'roi':
      return [sql`${fo.roiPercentage} desc nulls last`, asc(fo.id)];
    default:
      if (f.search) {
        return [
          sql`ts_rank(${fo.searchVector}, websearch_to_tsquery('english', ${f.search})) + word_similarity(${f.search}, ${fo.title}) desc`,
          asc(fo.id),
        ];
      }
      // Without a search, "relevance" shows featured listings first, then the best rated.
      return [sql`${fo.featured} desc nulls last`, sql`${fo.ratingAverage} desc nulls last`, asc(fo.id)];
  }
}

export function createCatalogRepository(db: Db) {
  async function runList(tx: Db, f: ListFilter, mode: SearchMode = 'exact') {
    const where = whereFor(f, mode);
    const items = await tx
      .select(cardColumns)
      .from(fo)
      .where(where)
      .orderBy(...orderFor(f))
      .limit(f.limit)
      .offset(f.offset);
    const [count] = await tx.select({ total: sql<number>`count(*)::int` }).from(fo).where(where);
    return { items, total: Number(count?.total ?? 0) };
  }

  return {
    featured(country: string, limit: number) {
      return db
        .select(cardColumns)
        .from(fo)
        .where(and(listed, eq(fo.country, country), eq(fo.featured, true)))
        .orderBy(desc(fo.createdAt))
        .limit(limit);
    },

    /** Items of one page and the total. A search that matches nothing as written falls back to typo-tolerant titles. */
    async list(f: ListFilter) {
      const exact = await runList(db, f);
      if (!f.search || exact.total > 0) return exact;
      // Nothing matched as written: try titles that look like it, with the typo threshold.
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
        );
        return runList(tx as unknown as Db, f, 'fuzzy');
      });
    },

    /** A published listing with its franchisor, media and documents, in one round trip. */
    async detail(id: string) {
      const [row] = await db
        .select({
          o: fo,
          franchisor: {
            id: franchisors.id,
            name: franchisors.name,
            website: franchisors.website,
            headquarters: franchisors.headquarters,
            country: franchisors.country,
            description: franchisors.description,
          },
          media: sql<{ id: string; kind: 'image' | 'video'; url: string; caption: string | null }[]>`(
            select coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', m.url, 'caption', m.caption) order by m.position), '[]'::json)
            from ${listingMedia} m where m.opportunity_id = ${fo.id})`,
          documents: sql<{ id: string; title: string; kind: string }[]>`(
            select coalesce(json_agg(json_build_object('id', d.id, 'title', d.title, 'kind', d.kind) order by d.created_at), '[]'::json)
            from ${listingDocuments} d where d.opportunity_id = ${fo.id})`,
        })
        .from(fo)
        .innerJoin(franchisors, eq(franchisors.id, fo.franchisorId))
        .where(and(eq(fo.id, id), listed))
        .limit(1);
      return row ?? null;
    },

    /** Where a listing lives, even if it is not public (for redirects and 404s). */
    async marketOf(id: string) {
      const [row] = await db
        .select({ country: fo.country, title: fo.title })
        .from(fo)
        .where(and(eq(fo.id, id), listed))
        .limit(1);
      return row ?? null;
    },

    /** Same market, same industry first, then closest entry investment. */
    similar(o: { id: string; country: string; category: string; investmentMin: number }, limit: number) {
      return db
        .select(cardColumns)
        .from(fo)
        .where(and(listed, eq(fo.country, o.country), sql`${fo.id} <> ${o.id}`))
        .orderBy(
          sql`(${fo.category} = ${o.category}) desc`,
          sql`abs(${fo.investmentMin} - ${o.investmentMin})`,
          asc(fo.id),
        )
        .limit(limit);
    },

    async cardsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ ...cardColumns, description: fo.description })
        .from(fo)
        .where(and(listed, inArray(fo.id, ids)));
    },

    async document(opportunityId: string, documentId: string) {
      const [row] = await db
        .select({ id: listingDocuments.id, title: listingDocuments.title, fileId: listingDocuments.fileId })
        .from(listingDocuments)
        .innerJoin(fo, eq(fo.id, listingDocuments.opportunityId))
        .where(and(eq(listingDocuments.id, documentId), eq(fo.id, opportunityId), listed))
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
    async insertInformationRequest(values: typeof informationRequests.$inferInsert) {
      const [row] = await db
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
export type OpportunityCardRow = Awaited<ReturnType<CatalogRepository['featured']>>[number];
export type OpportunityDetailRow = NonNullable<Awaited<ReturnType<CatalogRepository['detail']>>>;
