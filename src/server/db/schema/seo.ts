import { doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sitemap page records (spec §4 "Sitemap page record: url, last_indexed, priority,
 * change_frequency"): every page the sitemaps list, rebuilt from the data by the
 * `sitemap-refresh` job and read by /sitemap.xml and its files.
 */
export const sitemapPages = pgTable(
  'sitemap_pages',
  {
    /** Path of the page (`/opportunity/<id>`); the origin is added when a file is written. */
    url: text('url').primaryKey(),
    /** Which sitemap file lists it: `static`, `markets`, `franchises-us`, `offerings`, `landing`. */
    kind: text('kind').notNull(),
    priority: doublePrecision('priority').notNull(),
    changeFrequency: text('change_frequency').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    /** When the page's record last changed (the sitemap's `lastmod`); null for fixed pages. */
    lastModified: timestamp('last_modified', { withTimezone: true }),
    /** When the page was last submitted to the search engines (refresh of the sitemap or an indexing call). */
    lastIndexed: timestamp('last_indexed', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sitemap_pages_kind_idx').on(t.kind, t.url)],
);
