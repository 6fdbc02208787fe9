import {
  LANDING_MIN_LISTINGS,
  LANDING_PAGE_SIZE,
  type LandingPageRef,
  landingListSearch,
  landingPageAt,
  landingPagesOf,
} from '../../shared/landing-pages.ts';
import { MARKET_CODES, MARKETS, type MarketCode, placeName } from '../../shared/markets.ts';
import { formatMoneyRange, toMinorUnits } from '../../shared/money.ts';
import type { LandingLink, LandingPageValue } from '../../shared/schemas/landing.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { CatalogService } from '../modules/catalog/index.ts';
import type { SeoRepository } from './repository.ts';

/** Brands named in a landing page's introduction. */
const TOP_BRANDS = 3;

const bandMinor = (ref: LandingPageRef) =>
  ref.filter.type === 'band' ? toMinorUnits(ref.filter.maxMajor, MARKETS[ref.market].currency) : undefined;

/** "A, B and C". */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Landing pages (industry × market, investment band × market): which exist (at least
 * LANDING_MIN_LISTINGS published listings), and each one's facts and first listings. Read
 * through a cache the catalog's change signal drops, like the catalog's own reads.
 */
export function createLandingPages(deps: {
  repo: SeoRepository;
  catalog: CatalogService;
  cacheSeconds: number;
}) {
  const { repo, catalog } = deps;
  const cache = createTtlCache(deps.cacheSeconds, 500);

  async function counts(): Promise<Map<string, number>> {
    return cache.get('counts', async () => {
      const refs = MARKET_CODES.flatMap(landingPagesOf);
      const bands = refs.filter((r) => r.filter.type === 'band');
      const [industries, banded] = await Promise.all([
        repo.industryCounts(),
        repo.bandCounts(bands.map((r) => ({ country: r.market, maxMinor: bandMinor(r)! }))),
      ]);
      const byPath = new Map<string, number>();
      for (const ref of refs) {
        const f = ref.filter;
        const n =
          f.type === 'industry'
            ? industries.find((r) => r.country === ref.market && r.category === f.industry)?.n
            : banded.find((r) => r.country === ref.market && r.maxMinor === bandMinor(ref))?.n;
        if (n) byPath.set(ref.path, Number(n));
      }
      return byPath;
    });
  }

  return {
    /** The landing pages that exist, of one market or all; industries first, then budgets. */
    async links(country?: MarketCode): Promise<LandingLink[]> {
      const n = await counts();
      return (country ? [country] : MARKET_CODES)
        .flatMap(landingPagesOf)
        .filter((ref) => (n.get(ref.path) ?? 0) >= LANDING_MIN_LISTINGS)
        .map((ref) => ({
          path: ref.path,
          heading: ref.heading,
          country: ref.market,
          kind: ref.filter.type,
          count: n.get(ref.path)!,
        }));
    },

    /** The landing page at `path` with its facts and first listings; null when it has too few. */
    async page(path: string): Promise<(LandingPageValue & { lastModified: Date | null }) | null> {
      const ref = landingPageAt(path);
      if (!ref) return null;
      return cache.get(`page:${ref.path}`, async () => {
        const m = MARKETS[ref.market];
        const industry = ref.filter.type === 'industry' ? ref.filter.industry : undefined;
        const facts = await repo.landingFacts(
          ref.market,
          { category: industry, maxMinor: bandMinor(ref) },
          TOP_BRANDS,
        );
        if (facts.count < LANDING_MIN_LISTINGS) return null;
        const { items } = await catalog.list({
          country: ref.market,
          ...(industry ? { category: [industry] } : {}),
          ...(ref.filter.type === 'band' ? { investmentMax: ref.filter.maxMajor } : {}),
          sort: 'relevance',
          limit: LANDING_PAGE_SIZE,
          offset: 0,
        });
        const typical =
          facts.medianMin !== null && facts.medianMax !== null
            ? formatMoneyRange(facts.medianMin, facts.medianMax, m.currency)
            : null;
        const what = industry ? `${industry} franchises` : 'franchises';
        const intro = [
          ref.filter.type === 'band'
            ? `${facts.count} franchises in ${placeName(ref.market)} on Franchisio start at ${ref.filter.label} or less.`
            : `${facts.count} ${what} in ${placeName(ref.market)} are listed on Franchisio.`,
          typical ? `A typical investment is ${typical} (the median of the listed ranges).` : '',
          facts.topBrands.length ? `The best-rated brands among them are ${listOf(facts.topBrands)}.` : '',
        ]
          .filter(Boolean)
          .join(' ');
        return {
          path: ref.path,
          country: ref.market,
          heading: ref.heading,
          description: `Compare ${facts.count} ${what}${ref.filter.type === 'band' ? ` under ${ref.filter.label}` : ''} in ${placeName(ref.market)}${typical ? `: typical investment ${typical}` : ''}, fees, royalties and ratings.`,
          intro,
          count: facts.count,
          topBrands: facts.topBrands,
          listHref: landingListSearch(ref),
          items,
          lastModified: facts.lastModified,
        };
      });
    },

    dropCache: () => cache.clear(),
  };
}

export type LandingPages = ReturnType<typeof createLandingPages>;
