import { and, asc, count, eq, gt, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { franchiseOpportunities as fo, offerings, sitemapPages } from '../db/schema/index.ts';
// Public listings: the catalog's own rule (approved, in an open market).
import { listed } from '../modules/catalog/index.ts';

export type SitemapPageRow = typeof sitemapPages.$inferSelect;
export type SitemapPageInput = Omit<SitemapPageRow, 'lastIndexed'>;

/** Rows written per statement when the sitemap records are rebuilt. */
const WRITE_BATCH = 500;

/**
 * SQL of the search-engine side: what the sitemaps may list (published listings, active
 * offerings), the counts that decide which landing pages exist, and the sitemap page records.
 */
export function createSeoRepository(db: Db) {
  return {
    /** Published listings after `afterId` (id order), for the sitemap: path parts and lastmod. */
    publishedListings(afterId: string | null, limit: number) {
      return db
        .select({ id: fo.id, country: fo.country, updatedAt: fo.updatedAt })
        .from(fo)
        .where(afterId ? and(listed, gt(fo.id, afterId)) : listed)
        .orderBy(asc(fo.id))
        .limit(limit);
    },

    /** One listing as search engines may see it: null when it is not public. */
    async listing(id: string) {
      const [row] = await db
        .select({
          id: fo.id,
          country: fo.country,
          public: sql<boolean>`${listed}`,
        })
        .from(fo)
        .where(eq(fo.id, id));
      return row ?? null;
    },

    /** Published and active offerings (what the offerings pages show), for the sitemap. */
    listedOfferings() {
      return db
        .select({ id: offerings.id, kind: offerings.kind, updatedAt: offerings.updatedAt })
        .from(offerings)
        .where(and(eq(offerings.isActive, true), eq(offerings.status, 'published')))
        .orderBy(asc(offerings.id));
    },

    /** Published listings per market and industry. */
    async industryCounts() {
      return db
        .select({ country: fo.country, category: fo.category, n: count() })
        .from(fo)
        .where(listed)
        .groupBy(fo.country, fo.category);
    },

    /**
     * Published listings per market whose whole investment range fits each budget (minor units):
     * the maximum is compared, as the catalog's list filter does.
     */
    async bandCounts(bands: { country: string; maxMinor: number }[]) {
      if (bands.length === 0) return [];
      const values = sql.join(
        bands.map((b) => sql`(${b.country}::text, ${b.maxMinor}::bigint)`),
        sql`, `,
      );
      const result = await db.execute(
        sql`select b.country, b.max_minor, count(${fo.id}) as n
            from (values ${values}) as b(country, max_minor)
            join ${fo} on ${fo.country} = b.country and ${fo.investmentMax} <= b.max_minor and ${listed}
            group by b.country, b.max_minor`,
      );
      // Both drivers answer `{ rows }`; bigint columns come back as strings on node-postgres.
      return (result as unknown as { rows: { country: string; max_minor: unknown; n: unknown }[] }).rows.map(
        (r) => ({ country: r.country, maxMinor: Number(r.max_minor), n: Number(r.n) }),
      );
    },

    /** Count, median investment range and the best-rated brands of the listings a filter selects. */
    async landingFacts(country: string, filter: { category?: string; maxMinor?: number }, brands: number) {
      const conds: SQL[] = [listed, eq(fo.country, country)];
      if (filter.category) conds.push(eq(fo.category, filter.category));
      if (filter.maxMinor !== undefined) conds.push(sql`${fo.investmentMax} <= ${filter.maxMinor}`);
      const where = and(...conds);
      const [stats] = await db
        .select({
          n: count(),
          medianMin: sql<string | null>`percentile_cont(0.5) within group (order by ${fo.investmentMin})`,
          medianMax: sql<string | null>`percentile_cont(0.5) within group (order by ${fo.investmentMax})`,
          lastModified: max(fo.updatedAt),
        })
        .from(fo)
        .where(where);
      const top = await db
        .select({ title: fo.title })
        .from(fo)
        .where(where)
        .orderBy(sql`${fo.ratingAverage} desc nulls last`, sql`${fo.reviewCount} desc`, asc(fo.title))
        .limit(brands);
      return {
        count: Number(stats?.n ?? 0),
        medianMin: stats?.medianMin == null ? null : Math.round(Number(stats.medianMin)),
        medianMax: stats?.medianMax == null ? null : Math.round(Number(stats.medianMax)),
        lastModified: stats?.lastModified ?? null,
        topBrands: top.map((r) => r.title),
      };
    },

    /** Latest change of any published listing per market (the lists' and landing pages' lastmod). */
    latestListingChange() {
      return db
        .select({ country: fo.country, lastModified: max(fo.updatedAt) })
        .from(fo)
        .where(listed)
        .groupBy(fo.country);
    },

    /**
     * Makes the records exactly `pages`: each is written with `last_indexed = at`, and every
     * record this refresh did not write is deleted (a page that is gone leaves the sitemap).
     */
    async replacePages(pages: AsyncIterable<SitemapPageInput[]>, at: Date) {
      let written = 0;
      for await (const batch of pages) {
        for (let i = 0; i < batch.length; i += WRITE_BATCH) {
          const rows = batch.slice(i, i + WRITE_BATCH).map((p) => ({ ...p, lastIndexed: at }));
          await db
            .insert(sitemapPages)
            .values(rows)
            .onConflictDoUpdate({
              target: sitemapPages.url,
              set: {
                kind: sql`excluded.kind`,
                priority: sql`excluded.priority`,
                changeFrequency: sql`excluded.change_frequency`,
                lastModified: sql`excluded.last_modified`,
                lastIndexed: sql`excluded.last_indexed`,
              },
            });
          written += rows.length;
        }
      }
      const removed = await db
        .delete(sitemapPages)
        .where(lt(sitemapPages.lastIndexed, at))
        .returning({ url: sitemapPages.url });
      return { written, removed: removed.length };
    },

    /** Records per sitemap kind, with the latest lastmod of each. */
    kinds() {
      return db
        .select({ kind: sitemapPages.kind, n: count(), lastModified: max(sitemapPages.lastModified) })
        .from(sitemapPages)
        .groupBy(sitemapPages.kind)
        .orderBy(asc(sitemapPages.kind));
    },

    pagesOfKind(kind: string, offset: number, limit: number) {
      return db
        .select()
        .from(sitemapPages)
        .where(eq(sitemapPages.kind, kind))
        .orderBy(asc(sitemapPages.url))
        .offset(offset)
        .limit(limit);
    },

    page(url: string) {
      return db
        .select()
        .from(sitemapPages)
        .where(eq(sitemapPages.url, url))
        .then((r) => r[0] ?? null);
    },

    /** The page was just submitted to a search engine. */
    async markIndexed(url: string, at: Date) {
      await db.update(sitemapPages).set({ lastIndexed: at }).where(eq(sitemapPages.url, url));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
