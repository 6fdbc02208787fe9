import { formatCount } from '../../shared/count.ts';
import { isMarketCode, MARKETS, placeName } from '../../shared/markets.ts';
import { formatMoneyRange } from '../../shared/money.ts';
import { OFFERING_KIND_PAGES } from '../../shared/offering-kinds.ts';
import type { CoreDeps } from '../app-deps.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { CatalogService } from '../modules/catalog/index.ts';
import type { OfferingsService } from '../modules/offerings/index.ts';
import { searchEngineJobs } from './indexing.ts';
import { createLandingPages } from './landing.ts';
import { createSeoRepository } from './repository.ts';
import { createSitemaps } from './sitemap.ts';
import { renderSocialImage, type SocialCard } from './social-image.ts';

/** When the sitemap records are rebuilt besides after each listing change (cron, UTC). */
const SITEMAP_REFRESH_SCHEDULE = '23 * * * *';
/** Social images kept in memory; the catalog's change signal drops them. */
const SOCIAL_IMAGE_CACHE = { seconds: 24 * 60 * 60, entries: 200 };

export type SocialImageKind = 'franchise' | 'offering' | 'market' | 'landing';

/**
 * Search engines' side of the product: landing pages, sitemaps (records, files, refresh job),
 * indexing submissions and social images. Built once in create-deps.ts.
 */
export function createSeoService(
  core: Pick<CoreDeps, 'config' | 'database' | 'catalogChanges'>,
  catalog: CatalogService,
  offerings: OfferingsService,
) {
  const repo = createSeoRepository(core.database.db);
  const landing = createLandingPages({ repo, catalog, cacheSeconds: core.config.CATALOG_CACHE_SECONDS });
  const sitemaps = createSitemaps({ repo, landing });
  const images = createTtlCache(SOCIAL_IMAGE_CACHE.seconds, SOCIAL_IMAGE_CACHE.entries);
  core.catalogChanges.subscribe(() => {
    landing.dropCache();
    images.clear();
  });

  /** The card of a page from its own data; null when the record does not exist. */
  async function cardOf(kind: SocialImageKind, key: string): Promise<SocialCard | null> {
    if (kind === 'franchise') {
      const row = await catalog.detail(key);
      if (!row) return null;
      const o = row.o;
      const m = isMarketCode(o.country) ? MARKETS[o.country] : MARKETS.US;
      return {
        eyebrow: `Franchise opportunity · ${m.name}`,
        title: `${o.title} Franchise`,
        subtitle: o.tagline,
        accent: o.brandColor,
        facts: [
          { label: 'Investment', value: formatMoneyRange(o.investmentMin, o.investmentMax, o.currency) },
          { label: 'Industry', value: o.category },
          { label: 'Units', value: formatCount(o.unitsFranchised + o.unitsCompanyOwned) },
          ...(o.ratingAverage !== null && o.reviewCount > 0
            ? [{ label: 'Rating', value: `${o.ratingAverage.toFixed(1)} / 5` }]
            : []),
        ],
      };
    }
    if (kind === 'offering') {
      const o = await offerings.detail(key).catch(() => null);
      if (!o) return null;
      return {
        eyebrow: `${OFFERING_KIND_PAGES[o.kind].title} · ${o.vendor}`,
        title: o.name,
        subtitle: o.shortDescription,
        accent: o.brandColor,
        facts: [
          { label: 'Category', value: o.category },
          { label: 'Cashback', value: `${o.cashbackPct}%` },
          ...(o.rating !== null ? [{ label: 'Rating', value: `${Number(o.rating).toFixed(1)} / 5` }] : []),
        ],
      };
    }
    if (kind === 'market') {
      const code = key.toUpperCase();
      if (!isMarketCode(code)) return null;
      const m = MARKETS[code];
      const { total } = await catalog.list({ country: code, sort: 'relevance', limit: 1, offset: 0 });
      return {
        eyebrow: m.live ? 'Franchise opportunities' : `Coming soon to ${placeName(code)}`,
        title: `Franchises in ${placeName(code)}`,
        subtitle: `Investment in ${m.currency}, fees, royalties, ROI and ratings, side by side.`,
        facts: [
          { label: 'Listings', value: formatCount(total) },
          { label: 'Currency', value: m.currency },
        ],
      };
    }
    const page = await landing.page(`/${key}`);
    if (!page) return null;
    return {
      eyebrow: `Franchises in ${placeName(page.country)}`,
      title: page.heading,
      subtitle: page.topBrands.length ? `Including ${page.topBrands.join(', ')}` : null,
      facts: [{ label: 'Listings', value: String(page.count) }],
    };
  }

  return {
    repo,
    landing,
    sitemaps,
    jobs: searchEngineJobs({
      config: core.config,
      repo,
      sitemaps,
      refreshSchedule: SITEMAP_REFRESH_SCHEDULE,
    }),

    /** A page's 1200x630 PNG, drawn once and kept until the catalog changes; null for no such page. */
    socialImage(kind: SocialImageKind, key: string): Promise<Buffer | null> {
      return images.get(`${kind}:${key}`, async () => {
        const card = await cardOf(kind, key);
        return card ? renderSocialImage(card) : null;
      });
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
