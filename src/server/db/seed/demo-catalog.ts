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

/** Yearly unit counts from when franchising began to today's total, growing along an S-curve. */
export function unitHistory(since: number, total: number): UnitHistoryPoint[] {
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
  return points;
}

export function opportunityRow(o: SeedOpportunity, franchisorId: string, createdAt: Date) {
  const currency = MARKETS[o.country].currency;
  const money = (major: number | null) => (major === null ? null : toMinorUnits(major, currency));
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
    unitHistory: unitHistory(o.franchisingSince, o.unitsFranchised + o.unitsCompanyOwned),
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
    ratingAverage: o.rating,
    reviewCount: o.reviewCount,
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
    if (done) return { seeded: false, opportunities: 0 };

    const companies = new Map<string, SeedOpportunity>();
    for (const o of DEMO_OPPORTUNITIES) if (!companies.has(o.company)) companies.set(o.company, o);
    const companyRows = await tx
      .insert(franchisors)
      .values(
        [...companies.values()].map((o) => ({
          slug: slugify(o.company),
          name: o.company,
          website: `https://${o.website}`,
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
        cashbackPct: o.cashbackPct,
        features: o.features,
        brandColor: o.brandColor,
        isActive: true,
        isFeatured: o.featured,
        rating: o.rating,
        reviewCount: o.reviewCount,
      })),
    );
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return { seeded: true, opportunities: rows.length };
  });
}
