import { pageTitle } from '../../shared/brand.ts';
import { toMajorUnits } from '../../shared/money.ts';
import { OFFERING_KIND_PAGES, offeringDetailPath } from '../../shared/offering-kinds.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFoundHead, type PageHead } from './page-head.ts';

const detailPrefixes = new Map(
  Object.values(OFFERING_KIND_PAGES).flatMap((k) => k.detailPrefixes.map((p) => [p, k] as const)),
);

/**
 * The head of an offering's page: its name, description and canonical route, and JSON-LD
 * (`SoftwareApplication` for software and AI tools, `Service` for business services); an
 * unknown or unlisted id is a 404. Null for other pages.
 */
export async function offeringHead(url: URL, base: string, deps: AppDeps): Promise<PageHead | null> {
  const path = url.pathname.replace(/\/+$/, '');
  const slash = path.lastIndexOf('/');
  const kindPage = slash > 0 ? detailPrefixes.get(path.slice(0, slash)) : undefined;
  if (!kindPage) return null;
  const id = decodeURIComponent(path.slice(slash + 1));
  const item = await deps.services.offerings.detail(id).catch(() => null);
  if (!item) return notFoundHead(path);
  const canonicalPath = offeringDetailPath(item.kind, item.id);
  const pageUrl = `${base}${canonicalPath}`;
  const provider = {
    '@type': 'Organization',
    name: item.vendor,
    ...(item.website ? { url: item.website } : {}),
  };
  const data: Record<string, unknown> =
    item.kind === 'business_service'
      ? { '@context': 'https://schema.org', '@type': 'Service', serviceType: item.category, provider }
      : {
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          applicationCategory: 'BusinessApplication',
          applicationSubCategory: item.category,
          operatingSystem: 'Web',
          author: provider,
        };
  Object.assign(data, { name: item.name, description: item.shortDescription, url: pageUrl });
  if (item.logoUrl) data.image = item.logoUrl.startsWith('/') ? `${base}${item.logoUrl}` : item.logoUrl;
  if (item.priceFromUsdCents !== null) {
    data.offers = {
      '@type': 'Offer',
      price: toMajorUnits(item.priceFromUsdCents, 'USD'),
      priceCurrency: 'USD',
      url: pageUrl,
    };
  }
  if (item.rating !== null && item.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: item.rating,
      reviewCount: item.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const cashback = item.cashbackPct > 0 ? ` Members earn ${item.cashbackPct}% cashback.` : '';
  return {
    // The same title the page sets in the browser (usePageTitle with the offering's name).
    title: pageTitle(item.name),
    description: `${item.shortDescription} ${item.pricing}.${cashback}`.slice(0, 300),
    canonicalPath,
    status: 200,
    image: {
      path: `/og/offering/${encodeURIComponent(item.id)}.png`,
      alt: `${item.name} by ${item.vendor} on Franchisio`,
    },
    // One page per offering: an id opened under another kind's route goes to its own.
    ...(item.kind === kindPage.kind ? {} : { redirectPath: canonicalPath }),
    jsonLd: [data],
  };
}
