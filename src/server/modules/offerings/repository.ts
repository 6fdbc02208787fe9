import { and, asc, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { OfferingKind } from '../../../shared/enums.ts';
import type { PricingModel } from '../../../shared/rewards.ts';
import type { Db } from '../../db/client.ts';
import { franchisors, offerings as o, offeringReviews as r } from '../../db/schema/index.ts';

/** Listed: published by review and not switched off. */
const listed = () => and(eq(o.isActive, true), eq(o.status, 'published'))!;

export const offeringCardColumns = {
  id: o.id,
  kind: o.kind,
  name: o.name,
  vendor: o.vendor,
  category: o.category,
  shortDescription: o.shortDescription,
  pricing: o.pricing,
  pricingModel: o.pricingModel,
  priceFromUsdCents: o.priceFromUsdCents,
  cashbackPct: o.cashbackPct,
  logoUrl: o.logoUrl,
  brandColor: o.brandColor,
  isFeatured: o.isFeatured,
  rating: o.rating,
  reviewCount: o.reviewCount,
};

export interface OfferingFilter {
  kind: OfferingKind;
  category?: string;
  search?: string;
  pricing?: PricingModel;
  minCashback?: number;
  minRating?: number;
  sort: 'rating' | 'cashback' | 'price';
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export function createOfferingsRepository(db: Db) {
  return {
    async list(f: OfferingFilter) {
      const conds: SQL[] = [eq(o.kind, f.kind), listed()];
      if (f.category) conds.push(eq(o.category, f.category));
      if (f.pricing) conds.push(eq(o.pricingModel, f.pricing));
      if (f.minCashback !== undefined) conds.push(gte(o.cashbackPct, f.minCashback));
      if (f.minRating !== undefined) conds.push(gte(o.rating, f.minRating));
      if (f.search) {
        const like = `%${escapeLike(f.search)}%`;
        conds.push(
          or(
            ilike(o.name, like),
            ilike(o.vendor, like),
            ilike(o.category, like),
            ilike(o.shortDescription, like),
          )!,
        );
      }
      const where = and(...conds);
      const order =
        f.sort === 'cashback'
          ? [desc(o.cashbackPct), sql`${o.rating} desc nulls last`, asc(o.name)]
          : f.sort === 'price'
            ? [sql`${o.priceFromUsdCents} asc nulls last`, asc(o.name)]
            : [sql`${o.rating} desc nulls last`, desc(o.reviewCount), asc(o.name)];
      const [items, [count], categories] = await Promise.all([
        db
          .select(offeringCardColumns)
          .from(o)
          .where(where)
          .orderBy(...order, asc(o.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(o).where(where),
        db
          .selectDistinct({ category: o.category })
          .from(o)
          .where(and(eq(o.kind, f.kind), listed()))
          .orderBy(asc(o.category)),
      ]);
      return { items, total: Number(count?.total ?? 0), categories: categories.map((c) => c.category) };
    },

    /** Spec §7: active and featured, rating descending. */
    featured(kind: OfferingKind, limit: number) {
      return db
        .select(offeringCardColumns)
        .from(o)
        .where(and(eq(o.kind, kind), listed(), eq(o.isFeatured, true)))
        .orderBy(sql`${o.rating} desc nulls last`, asc(o.name))
        .limit(limit);
    },

    async detail(id: string) {
      const [row] = await db
        .select({
          ...offeringCardColumns,
          description: o.description,
          features: o.features,
          website: o.website,
          integrations: o.integrations,
          screenshots: o.screenshots,
          cashbackTerms: o.cashbackTerms,
          franchisorId: o.franchisorId,
        })
        .from(o)
        .where(and(eq(o.id, id), listed()))
        .limit(1);
      return row ?? null;
    },

    /** Others of the same kind, same category first, then by rating. */
    similar(kind: OfferingKind, id: string, category: string, limit: number) {
      return db
        .select(offeringCardColumns)
        .from(o)
        .where(and(eq(o.kind, kind), listed(), sql`${o.id} <> ${id}`))
        .orderBy(sql`(${o.category} = ${category}) desc`, sql`${o.rating} desc nulls last`, asc(o.name))
        .limit(limit);
    },

    reviews(offeringId: string, limit: number) {
      return db
        .select({
          id: r.id,
          author: r.author,
          company: franchisors.name,
          rating: r.rating,
          body: r.body,
          createdAt: r.createdAt,
        })
        .from(r)
        .innerJoin(franchisors, eq(franchisors.id, r.franchisorId))
        .where(eq(r.offeringId, offeringId))
        .orderBy(desc(r.createdAt))
        .limit(limit);
    },

    /**
     * Adds a company's review and folds it into the offering's rating: the seeded rating counts
     * as `reviewCount` earlier reviews, so the average moves by one review's weight.
     */
    async addReview(values: typeof r.$inferInsert) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(r).values(values).onConflictDoNothing().returning({ id: r.id });
        if (!row) return null;
        await tx
          .update(o)
          .set({
            rating: sql`round(((coalesce(${o.rating}, 0) * ${o.reviewCount}) + ${values.rating}) / (${o.reviewCount} + 1), 1)`,
            reviewCount: sql`${o.reviewCount} + 1`,
          })
          .where(eq(o.id, values.offeringId));
        return row;
      });
    },

    /** Takes a company's review away and out of the offering's rating again (addReview's inverse). */
    async removeReview(offeringId: string, franchisorId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(r)
          .where(and(eq(r.offeringId, offeringId), eq(r.franchisorId, franchisorId)))
          .returning({ rating: r.rating });
        if (!row) return false;
        await tx
          .update(o)
          .set({
            rating: sql`case when ${o.reviewCount} <= 1 then null
              else round(((coalesce(${o.rating}, 0) * ${o.reviewCount}) - ${row.rating}) / (${o.reviewCount} - 1), 1) end`,
            reviewCount: sql`greatest(${o.reviewCount} - 1, 0)`,
          })
          .where(eq(o.id, offeringId));
        return true;
      });
    },
  };
}
