import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { MARKET_CODES, MARKETS, type MarketCode } from '../../shared/markets.ts';
import { OFFERING_KIND_PAGES, offeringDetailPath } from '../../shared/offering-kinds.ts';
import { PAGES } from '../../shared/routes.ts';
import type { LandingPages } from './landing.ts';
import type { SeoRepository, SitemapPageInput } from './repository.ts';

const gzipAsync = promisify(gzip);

/** URLs per sitemap file: under the protocol's 50,000 with room to spare. */
export const SITEMAP_FILE_URLS = 40_000;
/** A file with more URLs than this is served gzipped (`.xml.gz`). */
export const SITEMAP_GZIP_FROM = 1_000;
/** Listings read per query while the records are rebuilt. */
const READ_BATCH = 5_000;

type ChangeFrequency = SitemapPageInput['changeFrequency'];

/**
 * Spec §9: priority — home 1; franchise lists 0.9; opportunity detail 0.8; Kredit and join
 * pages 0.7; others 0.5. Change frequency — weekly for opportunity pages; daily for list pages
 * and home; monthly otherwise.
 */
export const SITEMAP_RULES = {
  home: { priority: 1, changeFrequency: 'daily' },
  franchiseList: { priority: 0.9, changeFrequency: 'daily' },
  opportunity: { priority: 0.8, changeFrequency: 'weekly' },
  kreditOrJoin: { priority: 0.7, changeFrequency: 'monthly' },
  otherList: { priority: 0.5, changeFrequency: 'daily' },
  other: { priority: 0.5, changeFrequency: 'monthly' },
} as const satisfies Record<string, { priority: number; changeFrequency: ChangeFrequency }>;

/** Public pages that are not for search results: signing in is an account page. */
const NOT_LISTED = new Set(['/auth', '/franchisor-auth']);
/** Fixed pages that are franchise lists besides the markets' own (discovery lists franchises by industry, budget and market). */
const FRANCHISE_LIST_PAGES = new Set(['/discover']);

export const franchiseKind = (country: MarketCode) => `franchises-${country.toLowerCase()}`;

const catalogPaths = new Set([
  ...MARKET_CODES.flatMap((c) => [MARKETS[c].listPath, ...MARKETS[c].listAliases]),
  ...Object.values(OFFERING_KIND_PAGES).flatMap((k) => k.listPaths),
]);

/** Fixed pages of the route table that search engines should find (no account, admin or noindex pages). */
function staticPages(): SitemapPageInput[] {
  return PAGES.filter(
    (p) => !p.noindex && !p.path.includes(':') && !catalogPaths.has(p.path) && !NOT_LISTED.has(p.path),
  ).map((p) => {
    const rule =
      p.path === '/'
        ? SITEMAP_RULES.home
        : FRANCHISE_LIST_PAGES.has(p.path)
          ? SITEMAP_RULES.franchiseList
          : /^\/(kredit|all-about-kredit|join-franchisio[a-z-]*)$/.test(p.path)
            ? SITEMAP_RULES.kreditOrJoin
            : SITEMAP_RULES.other;
    return { url: p.path, kind: 'static', lastModified: null, ...rule };
  });
}

/** One sitemap file of the index: its kind, number and whether it is gzipped. */
export interface SitemapFile {
  kind: string;
  part: number;
  gzip: boolean;
  lastModified: Date | null;
}

export const sitemapFileName = (f: Pick<SitemapFile, 'kind' | 'part' | 'gzip'>) =>
  `${f.kind}-${f.part}.xml${f.gzip ? '.gz' : ''}`;

/**
 * The sitemaps (sitemaps.org protocol, written by the `sitemap` library): records of every
 * public page rebuilt from the data by `refresh`, and served as an index of per-kind files.
 */
export function createSitemaps(deps: {
  repo: SeoRepository;
  landing: LandingPages;
  /** Smaller limits let a test see files split and gzipped without 40,000 listings. */
  limits?: { fileUrls: number; gzipFrom: number };
}) {
  const { repo, landing } = deps;
  const { fileUrls, gzipFrom } = deps.limits ?? { fileUrls: SITEMAP_FILE_URLS, gzipFrom: SITEMAP_GZIP_FROM };

  async function* pages(): AsyncGenerator<SitemapPageInput[]> {
    yield staticPages();
    const latest = new Map((await repo.latestListingChange()).map((r) => [r.country, r.lastModified]));
    // Open markets only: one opening soon shows none of its listings yet (catalog's `listed`).
    yield MARKET_CODES.filter((c) => MARKETS[c].live).map((c) => ({
      url: MARKETS[c].listPath,
      kind: 'markets',
      lastModified: latest.get(c) ?? null,
      ...SITEMAP_RULES.franchiseList,
    }));
    let after: string | null = null;
    for (;;) {
      const rows = await repo.publishedListings(after, READ_BATCH);
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      yield rows.flatMap((r) => {
        const m = MARKETS[r.country as MarketCode];
        return m
          ? [
              {
                url: `${m.detailPrefix}/${r.id}`,
                kind: franchiseKind(m.code),
                lastModified: r.updatedAt,
                ...SITEMAP_RULES.opportunity,
              },
            ]
          : [];
      });
    }
    const offerings = await repo.listedOfferings();
    // A list changes when one of its offerings does.
    const latestOfKind = new Map<string, Date>();
    for (const o of offerings) {
      const seen = latestOfKind.get(o.kind);
      if (!seen || o.updatedAt > seen) latestOfKind.set(o.kind, o.updatedAt);
    }
    yield [
      ...Object.values(OFFERING_KIND_PAGES).map((k) => ({
        url: k.listPaths[0],
        kind: 'offerings',
        lastModified: latestOfKind.get(k.kind) ?? null,
        ...SITEMAP_RULES.otherList,
      })),
      ...offerings.map((o) => ({
        url: offeringDetailPath(o.kind, o.id),
        kind: 'offerings',
        lastModified: o.updatedAt,
        ...SITEMAP_RULES.other,
      })),
    ];
    const links = await landing.links();
    const landingPages: SitemapPageInput[] = [];
    for (const link of links) {
      const page = await landing.page(link.path);
      if (page)
        landingPages.push({
          url: link.path,
          kind: 'landing',
          lastModified: page.lastModified,
          ...SITEMAP_RULES.franchiseList,
        });
    }
    yield landingPages;
  }

  async function files(): Promise<SitemapFile[]> {
    return (await repo.kinds()).flatMap((k) => {
      const count = Math.ceil(k.n / fileUrls);
      return Array.from({ length: count }, (_, i) => {
        const urls = Math.min(fileUrls, k.n - i * fileUrls);
        return { kind: k.kind, part: i + 1, gzip: urls > gzipFrom, lastModified: k.lastModified };
      });
    });
  }

  return {
    /** Rebuilds the page records from the data; pages that are gone leave the sitemap. */
    async refresh(at = new Date()) {
      return repo.replacePages(pages(), at);
    },

    /** Whether the records were ever built (a fresh installation builds them on first request). */
    async isEmpty() {
      return (await repo.kinds()).length === 0;
    },

    /** `/sitemap.xml`: the index of every file. */
    async index(origin: string): Promise<string> {
      const stream = new SitemapIndexStream();
      const list = await files();
      return streamToPromise(
        Readable.from(
          list.map((f) => ({
            url: `${origin}/sitemaps/${sitemapFileName(f)}`,
            ...(f.lastModified ? { lastmod: f.lastModified.toISOString() } : {}),
          })),
        ).pipe(stream),
      ).then(String);
    },

    /** One file by its name (`franchises-in-1.xml.gz`); null when there is no such file. */
    async file(name: string, origin: string): Promise<{ body: Buffer; gzip: boolean } | null> {
      const f = (await files()).find((x) => sitemapFileName(x) === name);
      if (!f) return null;
      const rows = await repo.pagesOfKind(f.kind, (f.part - 1) * fileUrls, fileUrls);
      const stream = new SitemapStream({ hostname: origin, xslUrl: undefined });
      const xml = await streamToPromise(
        Readable.from(
          rows.map((r) => ({
            url: r.url,
            changefreq: r.changeFrequency,
            priority: r.priority,
            ...(r.lastModified ? { lastmod: r.lastModified.toISOString() } : {}),
          })),
        ).pipe(stream),
      );
      return { body: f.gzip ? await gzipAsync(xml) : xml, gzip: f.gzip };
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
