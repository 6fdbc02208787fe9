import { pageTitle } from '../../shared/brand.ts';
import { formatCount } from '../../shared/count.ts';
import { franchiseDetailTitle, marketListHeading, marketNotOpenTitle } from '../../shared/market-pages.ts';
import {
  isMarketCode,
  MARKET_CODES,
  MARKETS,
  type MarketCode,
  placeName,
  shownWhenMarketOpens,
} from '../../shared/markets.ts';
import { formatMoneyRange, toMajorUnits } from '../../shared/money.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFoundHead, type PageHead } from './page-head.ts';

/** Items a list page's ItemList names (its first page). */
const ITEM_LIST_SIZE = 12;

const listPaths = new Map<string, MarketCode>(
  MARKET_CODES.flatMap((c) => [MARKETS[c].listPath, ...MARKETS[c].listAliases].map((p) => [p, c] as const)),
);
const detailPrefixes = new Map<string, MarketCode>(
  MARKET_CODES.flatMap((c) =>
    [MARKETS[c].detailPrefix, ...MARKETS[c].detailAliases].map((p) => [p, c] as const),
  ),
);

/**
 * The head of catalog pages, from the data: market lists get their count and an
 * ItemList; a franchise detail gets its name, figures, canonical market route and a Product
 * with its offer and rating; an unknown or unpublished id gets a 404 (one whose market is not open
 * yet says so). Null for other pages.
 */
export async function catalogHead(url: URL, base: string, deps: AppDeps): Promise<PageHead | null> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const catalog = deps.services.catalog;

  const listMarket = listPaths.get(path);
  if (listMarket) {
    const m = MARKETS[listMarket];
    const { items, total, totalExact } = await catalog.list({
      country: listMarket,
      sort: 'relevance',
      limit: ITEM_LIST_SIZE,
      offset: 0,
    });
    const heading = marketListHeading(listMarket);
    return {
      title: pageTitle(heading),
      description: `Compare ${formatCount(total)}${totalExact ? '' : '+'} franchise opportunities in ${placeName(listMarket)}: investment in ${m.currency}, fees, royalties, ROI and ratings.${m.live ? '' : ` Franchisio is coming soon to ${placeName(listMarket)}.`}`,
      canonicalPath: m.listPath,
      status: 200,
      image: { path: `/og/market/${listMarket.toLowerCase()}.png`, alt: heading },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: heading,
          numberOfItems: total,
          itemListElement: items.map((o, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: `${base}${m.detailPrefix}/${o.id}`,
            name: o.title,
          })),
        },
      ],
    };
  }

  const landing = await landingHead(path, base, deps);
  if (landing) return landing;

  const slash = path.lastIndexOf('/');
  const detailMarket = slash > 0 ? detailPrefixes.get(path.slice(0, slash)) : undefined;
  if (!detailMarket) return null;
  const id = decodeURIComponent(path.slice(slash + 1));
  const row = await catalog.detail(id);
  if (!row) {
    // Not public (yet): still a 404 that no search engine keeps, but one that says when it shows.
    const waitsFor = await catalog.waitsFor(id);
    return waitsFor
      ? {
          ...notFoundHead(path),
          title: pageTitle(marketNotOpenTitle(waitsFor)),
          description: `${MARKETS[waitsFor].adjective} franchises are ${shownWhenMarketOpens(waitsFor)}.`,
        }
      : notFoundHead(path);
  }
  const o = row.o;
  const m = isMarketCode(o.country) ? MARKETS[o.country] : MARKETS.US;
  const range = formatMoneyRange(o.investmentMin, o.investmentMax, o.currency);
  const canonicalPath = `${m.detailPrefix}/${o.id}`;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${o.title} franchise`,
    description: o.tagline ?? o.description.slice(0, 300),
    category: o.category,
    url: `${base}${canonicalPath}`,
    brand: { '@type': 'Brand', name: o.title },
    manufacturer: {
      '@type': 'Organization',
      name: o.companyName,
      ...(row.franchisor.website ? { url: row.franchisor.website } : {}),
    },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: o.currency,
      lowPrice: toMajorUnits(o.investmentMin, o.currency),
      highPrice: toMajorUnits(o.investmentMax, o.currency),
      availability: 'https://schema.org/InStock',
      areaServed: m.name,
      url: `${base}${canonicalPath}`,
    },
  };
  if (o.ratingAverage !== null && o.reviewCount > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: o.ratingAverage,
      reviewCount: o.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    title: pageTitle(franchiseDetailTitle(o.title, isMarketCode(o.country) ? o.country : 'US')),
    description: `${o.tagline ? `${o.tagline} ` : ''}Investment ${range}, ${o.category}, ${formatCount(o.unitsFranchised + o.unitsCompanyOwned)} units. Compare and request information on Franchisio.`,
    canonicalPath,
    status: 200,
    image: { path: `/og/franchise/${o.id}.png`, alt: `${o.title} franchise: ${range}` },
    // One page per listing, its own market's route (the browser app does the same).
    ...(path === canonicalPath ? {} : { redirectPath: canonicalPath }),
    jsonLd: [product],
  };
}

const landingPrefixes = new Set(MARKET_CODES.map((c) => MARKETS[c].listPath));

/** A landing page's head (industry or budget in a market); 404 for a slug with no page. */
async function landingHead(path: string, base: string, deps: AppDeps): Promise<PageHead | null> {
  const prefix = path.slice(0, path.lastIndexOf('/'));
  if (!landingPrefixes.has(prefix)) return null;
  const page = await deps.services.seo.landing.page(path);
  if (!page) return notFoundHead(path);
  const m = MARKETS[page.country];
  return {
    title: pageTitle(page.heading),
    description: page.description,
    canonicalPath: page.path,
    status: 200,
    image: { path: `/og/landing${page.path}.png`, alt: page.heading },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: page.heading,
        description: page.intro,
        numberOfItems: page.count,
        itemListElement: page.items.map((o, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: `${base}${m.detailPrefix}/${o.id}`,
          name: o.title,
        })),
      },
    ],
  };
}
