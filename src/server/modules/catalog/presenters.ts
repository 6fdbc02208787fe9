import type { OpportunityCard, OpportunityDetail } from '../../../shared/schemas/catalog.ts';
import type { OpportunityCardRow, OpportunityDetailRow } from './repository.ts';

export function toCard(row: OpportunityCardRow): OpportunityCard {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function toDetail({ o, franchisor, media, documents }: OpportunityDetailRow): OpportunityDetail {
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
    createdAt: o.createdAt.toISOString(),
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
    publishedAt: o.publishedAt?.toISOString() ?? null,
    updatedAt: o.updatedAt.toISOString(),
    franchisor,
    media: typeof media === 'string' ? JSON.parse(media) : media,
    documents: (typeof documents === 'string' ? JSON.parse(documents) : documents).map(
      (d: { id: string; title: string; kind: string }) => ({
        ...d,
        url: `/api/v1/opportunities/${o.id}/documents/${d.id}`,
      }),
    ),
  };
}
