import { INDUSTRIES, type Industry } from './enums.ts';
import { MARKET_CODES, MARKETS, type MarketCode, placeName } from './markets.ts';
import { formatMoney, toMinorUnits } from './money.ts';

/**
 * Landing pages people search for: an industry in a market ("Food & Beverage
 * Franchises in India") and an investment band in a market ("Franchises under ₹10 lakh in
 * India"), at `${market list path}/${slug}`. A page exists only while it lists at least
 * LANDING_MIN_LISTINGS published listings; the server decides that from the data.
 */
export const LANDING_MIN_LISTINGS = 3;

/** Listings a landing page shows (its first page; the market list has the rest). */
export const LANDING_PAGE_SIZE = 24;

export type LandingFilter =
  | { type: 'industry'; industry: Industry }
  | { type: 'band'; maxMajor: number; label: string };

export interface LandingPageRef {
  market: MarketCode;
  slug: string;
  path: string;
  /** Heading and `{Page}` of the title. */
  heading: string;
  filter: LandingFilter;
}

export const industrySlug = (industry: string) =>
  industry
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Investment bands ("under …") per currency, in major units, with how people write them. */
const BANDS: Record<string, { maxMajor: number; slug: string; label: string }[]> = {
  INR: [
    { maxMajor: 5_00_000, slug: 'under-5-lakh', label: '₹5 lakh' },
    { maxMajor: 10_00_000, slug: 'under-10-lakh', label: '₹10 lakh' },
    { maxMajor: 25_00_000, slug: 'under-25-lakh', label: '₹25 lakh' },
    { maxMajor: 50_00_000, slug: 'under-50-lakh', label: '₹50 lakh' },
    { maxMajor: 1_00_00_000, slug: 'under-1-crore', label: '₹1 crore' },
  ],
};

function bandsFor(market: MarketCode) {
  const m = MARKETS[market];
  const known = BANDS[m.currency];
  if (known) return known;
  return [50_000, 100_000, 250_000, 500_000, 1_000_000].map((maxMajor) => ({
    maxMajor,
    slug: `under-${maxMajor >= 1_000_000 ? `${maxMajor / 1_000_000}m` : `${maxMajor / 1000}k`}`,
    label: formatMoney(toMinorUnits(maxMajor, m.currency), m.currency),
  }));
}

/** Every landing page a market could have (whether it has enough listings is the server's call). */
export function landingPagesOf(market: MarketCode): LandingPageRef[] {
  const m = MARKETS[market];
  return [
    ...INDUSTRIES.map((industry) => {
      const slug = industrySlug(industry);
      return {
        market,
        slug,
        path: `${m.listPath}/${slug}`,
        heading: `${industry} Franchises in ${placeName(market)}`,
        filter: { type: 'industry', industry } as const,
      };
    }),
    ...bandsFor(market).map((b) => ({
      market,
      slug: b.slug,
      path: `${m.listPath}/${b.slug}`,
      heading: `Franchises under ${b.label} in ${placeName(market)}`,
      filter: { type: 'band', maxMajor: b.maxMajor, label: b.label } as const,
    })),
  ];
}

const byPath = new Map(MARKET_CODES.flatMap((c) => landingPagesOf(c).map((p) => [p.path, p] as const)));

/** The landing page at `pathname`, or null (the page may still lack listings). */
export function landingPageAt(pathname: string): LandingPageRef | null {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? null;
}

/** The market list's query that shows the same listings (the landing page's "see all" link). */
export function landingListSearch(ref: LandingPageRef): string {
  const q = new URLSearchParams(
    ref.filter.type === 'industry' ? { category: ref.filter.industry } : { max: String(ref.filter.maxMajor) },
  );
  return `${MARKETS[ref.market].listPath}?${q.toString()}`;
}
