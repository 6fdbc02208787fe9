import { eq } from 'drizzle-orm';
import { MARKETS } from '../../../shared/markets.ts';
import { toMinorUnits } from '../../../shared/money.ts';
import type { Db } from '../client.ts';
import {
  appMeta,
  franchiseOpportunities,
  franchisors,
  offerings,
  type UnitHistoryPoint,
} from '../schema/index.ts';
import { INDIA_OPPORTUNITIES } from './data/india.ts';
import { INTERNATIONAL_OPPORTUNITIES } from './data/international.ts';
import { OFFERINGS } from './data/offerings.ts';
import type { SeedOpportunity } from './data/types.ts';
import { US_OPPORTUNITIES } from './data/us.ts';
import { seedDemoReviews } from './demo-reviews.ts';

export const DEMO_OPPORTUNITIES: SeedOpportunity[] = [
  ...US_OPPORTUNITIES,
  ...INDIA_OPPORTUNITIES,
  ...INTERNATIONAL_OPPORTUNITIES,
];

const SEED_KEY = 'demo_catalog_seeded_at';
const CURRENT_YEAR = 2025;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .replace(/&/g, 'and')
    .trim()
    .replace(/[\s_-]+/g, '-');
}

/**
 * Yearly unit counts from when franchising began to today's total, growing along an S-curve.
 * `peakYearsAgo` > 0 makes a brand that peaked that many years ago and has been closing units
 * since (about 6% a year), as some brands' Item 20 tables show.
 */
export function unitHistory(since: number, total: number, peakYearsAgo = 0): UnitHistoryPoint[] {
  const first = Math.max(since, CURRENT_YEAR - 7);
  const span = Math.max(1, CURRENT_YEAR - since);
  const points: UnitHistoryPoint[] = [];
  for (let year = first; year <= CURRENT_YEAR; year++) {
    const t = (year - since) / span;
    const share = 1 / (1 + Math.exp(-6 * (t - 0.55)));
    const start = 1 / (1 + Math.exp(3.3));
    const normalised = (share - start) / (1 / (1 + Math.exp(-2.7)) - start);
    points.push({ year, units: Math.max(1, Math.round(total * Math.min(1, normalised))) });
  }
  if (peakYearsAgo > 0) {
    const peak = CURRENT_YEAR - peakYearsAgo;
    const peakUnits = Math.round(total * 1.06 ** peakYearsAgo);
    for (const p of points) {
      if (p.year >= peak && p.year < CURRENT_YEAR) {
        p.units = Math.round(peakUnits / 1.06 ** (p.year - peak));
      } else if (p.year < peak) {
        p.units = Math.min(p.units, peakUnits);
      }
    }
  }
  return points;
}

/** A deterministic number in [0, 1) from a text and a salt: the same listing always gets the same figures. */
function hashUnit(text: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100000) / 100000;
}

/** The disclosure document of each market's listings, as the seed cites it. */
const DISCLOSURE_DOCUMENTS: Record<string, string> = {
  US: 'FDD',
  IN: 'Franchisor disclosure',
  CA: 'Provincial franchise disclosure document',
  GB: 'BFA member disclosure',
  AU: 'Franchising Code disclosure document',
  FR: 'Pre-contractual disclosure (DIP)',
  DE: 'Pre-contractual disclosure',
  AT: 'Pre-contractual disclosure',
  DK: 'Pre-contractual disclosure',
  CN: 'Franchise filing (MOFCOM)',
};

/**
 * Plausible disclosure figures for a demo listing (technology fee, litigation, bankruptcy,
 * franchisee turnover, and whether units have been shrinking). US listings disclose nearly all
 * of it, as the FDD requires; elsewhere about half is not disclosed. Money in major units.
 */
export function seedDisclosure(o: SeedOpportunity) {
  const r = (salt: number) => hashUnit(o.slug, salt);
  const us = o.country === 'US';
  const disclosed = us || r(1) < 0.5;
  const litigation = r(3);
  return {
    document: disclosed ? DISCLOSURE_DOCUMENTS[o.country]! : null,
    year: o.aurYear,
    technologyFeeMonthly:
      r(2) < (us ? 0.65 : 0.4)
        ? Math.round((us ? 150 + r(4) * 300 : 0.4 * (150 + r(4) * 300) * (o.investmentMin / 100_000)) / 5) * 5
        : null,
    litigationCases: disclosed
      ? litigation < 0.55
        ? 0
        : litigation < 0.85
          ? 1 + Math.floor(r(5) * 2)
          : 3 + Math.floor(r(5) * 5)
      : null,
    bankruptcy: disclosed ? r(6) < 0.04 : null,
    turnoverPct: disclosed && (us || r(7) < 0.7) ? Math.round((3 + r(8) * (us ? 11 : 13)) * 10) / 10 : null,
    peakYearsAgo: r(9) < 0.15 ? 1 + Math.floor(r(10) * 3) : 0,
  };
}

export function opportunityRow(o: SeedOpportunity, franchisorId: string, createdAt: Date) {
  const currency = MARKETS[o.country].currency;
  const money = (major: number | null) => (major === null ? null : toMinorUnits(major, currency));
  const disclosure = seedDisclosure(o);
  return {
    slug: o.slug,
    franchisorId,
    title: o.title,
    companyName: o.company,
    tagline: o.tagline,
    description: o.description,
    category: o.category,
    country: o.country,
    currency,
    brandColor: o.brandColor,
    investmentMin: money(o.investmentMin)!,
    investmentMax: money(o.investmentMax)!,
    franchiseFee: money(o.franchiseFee),
    royaltyPct: o.royaltyPct,
    adFundPct: o.adFundPct,
    liquidCapitalMin: money(o.liquidCapital),
    netWorthMin: money(o.netWorth),
    roiPercentage: o.roiPct,
    averageUnitRevenue: money(o.averageUnitRevenue),
    averageUnitRevenueYear: o.averageUnitRevenue === null ? null : o.aurYear,
    averageUnitRevenueSource: o.averageUnitRevenue === null ? null : o.aurSource,
    unitsFranchised: o.unitsFranchised,
    unitsCompanyOwned: o.unitsCompanyOwned,
    unitHistory: unitHistory(
      o.franchisingSince,
      o.unitsFranchised + o.unitsCompanyOwned,
      disclosure.peakYearsAgo,
    ),
    disclosureDocument: disclosure.document,
    disclosureYear: disclosure.document ? disclosure.year : null,
    technologyFeeMonthly: money(disclosure.technologyFeeMonthly),
    litigationCases: disclosure.litigationCases,
    bankruptcyDisclosed: disclosure.bankruptcy,
    franchiseeTurnoverPct: disclosure.turnoverPct,
    foundedYear: o.foundedYear,
    franchisingSince: o.franchisingSince,
    trainingDays: o.trainingDays,
    territoriesAvailable: o.territoriesAvailable,
    homeBased: o.homeBased,
    veteranDiscount: o.veteranDiscount,
    financingAvailable: o.financingAvailable,
    status: 'published' as const,
    featured: o.featured,
    isActive: true,
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Seeds the demo catalog once. The marker row is written in the same transaction, so a
 * second start (or a crash half-way) never leaves duplicates or half a catalog.
 */
export async function seedDemoCatalog(db: Db): Promise<{ seeded: boolean; opportunities: number }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (done) {
      // A catalog seeded before reviews existed gets its reviews on the next start.
      await seedDemoReviews(tx, DEMO_OPPORTUNITIES);
      return { seeded: false, opportunities: 0 };
    }

    const companies = new Map<string, SeedOpportunity>();
    for (const o of DEMO_OPPORTUNITIES) if (!companies.has(o.company)) companies.set(o.company, o);
    const companyRows = await tx
      .insert(franchisors)
      .values(
        [...companies.values()].map((o) => ({
          slug: slugify(o.company),
          name: o.company,
          // The demo brands are invented and their domains belong to others or to no one: a
          // "Website" link would send a buyer there, so a demo franchisor has none.
          website: null,
          headquarters: o.headquarters,
          country: o.country,
          description: o.tagline,
        })),
      )
      .returning({ id: franchisors.id, name: franchisors.name });
    const companyIds = new Map(companyRows.map((r) => [r.name, r.id]));

    // Spread creation dates over the past year so "newest first" means something.
    const now = Date.now();
    const rows = DEMO_OPPORTUNITIES.map((o, i) =>
      opportunityRow(
        o,
        companyIds.get(o.company)!,
        new Date(now - ((i * 7919) % 360) * 86_400_000 - i * 60_000),
      ),
    );
    for (let i = 0; i < rows.length; i += 100) {
      await tx.insert(franchiseOpportunities).values(rows.slice(i, i + 100));
    }

    await tx.insert(offerings).values(
      OFFERINGS.map((o) => ({
        slug: o.slug,
        kind: o.kind,
        name: o.name,
        vendor: o.vendor,
        website: `https://${o.website.replace(/^https?:\/\//, '')}`,
        category: o.category,
        shortDescription: o.shortDescription,
        description: o.description,
        pricing: o.pricing,
        priceFromUsdCents: o.priceFromUsd === null ? null : Math.round(o.priceFromUsd * 100),
        priceFromMinor: o.priceFromUsd === null ? null : Math.round(o.priceFromUsd * 100),
        pricingModel: o.priceFromUsd === null ? ('quote' as const) : ('subscription' as const),
        cashbackPct: o.cashbackPct,
        features: o.features,
        brandColor: o.brandColor,
        isActive: true,
        isFeatured: o.featured,
        rating: o.rating,
        reviewCount: o.reviewCount,
      })),
    );
    await seedDemoReviews(tx, DEMO_OPPORTUNITIES);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return { seeded: true, opportunities: rows.length };
  });
}
