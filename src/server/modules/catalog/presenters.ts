import { netUnitGrowth } from '../../../shared/disclosure.ts';
import type { Disclosure, OpportunityCard, OpportunityDetail } from '../../../shared/schemas/catalog.ts';
import { fddItemOf } from './fdd-items.ts';
import type { OpportunityCardRow, OpportunityDetailRow } from './repository.ts';

export function toCard(row: OpportunityCardRow): OpportunityCard {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function toDetail({ o, franchisor: row, media, documents }: OpportunityDetailRow): OpportunityDetail {
  const { ownerUserId: _owner, ...franchisor } = row;
  return {
    id: o.id,
    slug: o.slug,
    title: o.title,
    companyName: o.companyName,
    tagline: o.tagline,
    category: o.category,
    country: o.country,
    currency: o.currency,
    logoUrl: o.logoUrl,
    brandColor: o.brandColor,
    investmentMin: o.investmentMin,
    investmentMax: o.investmentMax,
    franchiseFee: o.franchiseFee,
    roiPercentage: o.roiPercentage,
    ratingAverage: o.ratingAverage,
    reviewCount: o.reviewCount,
    featured: o.featured,
    createdAt: o.createdAt,
    description: o.description,
    bannerImageUrl: o.bannerImageUrl,
    royaltyPct: o.royaltyPct,
    adFundPct: o.adFundPct,
    liquidCapitalMin: o.liquidCapitalMin,
    netWorthMin: o.netWorthMin,
    averageUnitRevenue: o.averageUnitRevenue,
    averageUnitRevenueYear: o.averageUnitRevenueYear,
    averageUnitRevenueSource: o.averageUnitRevenueSource,
    unitsFranchised: o.unitsFranchised,
    unitsCompanyOwned: o.unitsCompanyOwned,
    unitHistory: o.unitHistory,
    foundedYear: o.foundedYear,
    franchisingSince: o.franchisingSince,
    trainingDays: o.trainingDays,
    territoriesAvailable: o.territoriesAvailable,
    homeBased: o.homeBased,
    veteranDiscount: o.veteranDiscount,
    financingAvailable: o.financingAvailable,
    publishedAt: o.publishedAt,
    updatedAt: o.updatedAt,
    disclosure: disclosureOf(o),
    franchisor,
    media,
    documents: documents.map((d) => ({ ...d, url: `/api/v1/opportunities/${o.id}/documents/${d.id}` })),
  };
}

/** Documents whose figures are cited by item number (the US Franchise Disclosure Document). */
const ITEMISED_DOCUMENTS = new Set(['FDD']);

/**
 * Each disclosed figure with its source and year. Figures of an itemised document cite their
 * item; without a disclosure document the listing's own figures are the franchisor's statement.
 */
export function disclosureOf(o: OpportunityDetailRow['o']): Disclosure {
  const document = o.disclosureDocument;
  const cite = (item: number) =>
    document
      ? {
          source: ITEMISED_DOCUMENTS.has(document) ? `${document}, Item ${item}` : document,
          year: o.disclosureYear,
        }
      : { source: 'Stated by the franchisor', year: null };
  const missing = { value: null, source: null, year: null };
  // Each figure cites the FDD item it is disclosed in (fdd-items.ts, also the assistants' glossary).
  const figure = <T>(value: T | null, field: keyof Disclosure) =>
    value === null ? missing : { value, ...cite(fddItemOf(field)) };
  return {
    investment: figure({ min: o.investmentMin, max: o.investmentMax }, 'investment'),
    franchiseFee: figure(o.franchiseFee, 'franchiseFee'),
    royaltyPct: figure(o.royaltyPct, 'royaltyPct'),
    adFundPct: figure(o.adFundPct, 'adFundPct'),
    technologyFeeMonthly: figure(o.technologyFeeMonthly, 'technologyFeeMonthly'),
    averageUnitRevenue:
      o.averageUnitRevenue === null
        ? missing
        : { value: o.averageUnitRevenue, source: o.averageUnitRevenueSource, year: o.averageUnitRevenueYear },
    netUnitGrowth: figure(netUnitGrowth(o.unitHistory), 'netUnitGrowth'),
    litigationCases: document ? figure(o.litigationCases, 'litigationCases') : missing,
    bankruptcy: document ? figure(o.bankruptcyDisclosed, 'bankruptcy') : missing,
    franchiseeTurnoverPct: document ? figure(o.franchiseeTurnoverPct, 'franchiseeTurnoverPct') : missing,
  };
}
