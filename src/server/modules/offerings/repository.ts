import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { OfferingKind } from '../../../shared/enums.ts';
import type { Db } from '../../db/client.ts';
import { offerings as o } from '../../db/schema/index.ts';

export const offeringCardColumns = {
  id: o.id,
  kind: o.kind,
  name: o.name,
  vendor: o.vendor,
  category: o.category,
  shortDescription: o.shortDescription,
  pricing: o.pricing,
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
  sort: 'rating' | 'cashback' | 'price';
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export function createOfferingsRepository(db: Db) {
  return {
    async list(f: OfferingFilter) {
      const conds: SQL[] = [eq(o.kind, f.kind), eq(o.isActive, true)];
      if (f.category) conds.push(eq(o.category, f.category));
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
          .where(and(eq(o.kind, f.kind), eq(o.isActive, true)))
          .orderBy(asc(o.category)),
      ]);
      return { items, total: Number(count?.total ?? 0), categories: categories.map((c) => c.category) };
    },

    /** Spec §7: active and featured, rating descending. */
    featured(kind: OfferingKind, limit: number) {
      return db
        .select(offeringCardColumns)
        .from(o)
        .where(and(eq(o.kind, kind), eq(o.isActive, true), eq(o.isFeatured, true)))
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
        })
        .from(o)
        .where(and(eq(o.id, id), eq(o.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    /** Others of the same kind, same category first, then by rating. */
    similar(kind: OfferingKind, id: string, category: string, limit: number) {
      return db
        .select(offeringCardColumns)
        .from(o)
        .where(and(eq(o.kind, kind), eq(o.isActive, true), sql`${o.id} <> ${id}`))
        .orderBy(sql`(${o.category} = ${category}) desc`, sql`${o.rating} desc nulls last`, asc(o.name))
        .limit(limit);
    },
  };
}
