import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { franchiseOpportunities as fo } from '../../db/schema/index.ts';

/** Columns a card needs; detail pages read the whole row. */
export const cardColumns = {
  id: fo.id,
  slug: fo.slug,
  title: fo.title,
  companyName: fo.companyName,
  tagline: fo.tagline,
  category: fo.category,
  country: fo.country,
  currency: fo.currency,
  logoUrl: fo.logoUrl,
  brandColor: fo.brandColor,
  investmentMin: fo.investmentMin,
  investmentMax: fo.investmentMax,
  franchiseFee: fo.franchiseFee,
  roiPercentage: fo.roiPercentage,
  ratingAverage: fo.ratingAverage,
  reviewCount: fo.reviewCount,
  featured: fo.featured,
  createdAt: fo.createdAt,
};

const listed = and(eq(fo.status, 'published'), eq(fo.isActive, true));

export function createCatalogRepository(db: Db) {
  return {
    featured(country: string, limit: number) {
      return db
        .select(cardColumns)
        .from(fo)
        .where(and(listed, eq(fo.country, country), eq(fo.featured, true)))
        .orderBy(desc(fo.createdAt))
        .limit(limit);
    },
  };
}

export type OpportunityCardRow = Awaited<
  ReturnType<ReturnType<typeof createCatalogRepository>['featured']>
>[number];
