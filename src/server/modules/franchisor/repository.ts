import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  franchiseOpportunities as fo,
  franchisors,
  informationRequests as ir,
} from '../../db/schema/index.ts';

export function createFranchisorRepository(db: Db) {
  return {
    async companyOf(userId: string) {
      const [row] = await db
        .select({
          id: franchisors.id,
          name: franchisors.name,
          slug: franchisors.slug,
          website: franchisors.website,
          country: franchisors.country,
          contactEmail: franchisors.contactEmail,
          createdAt: franchisors.createdAt,
        })
        .from(franchisors)
        .where(eq(franchisors.ownerUserId, userId))
        .orderBy(asc(franchisors.createdAt))
        .limit(1);
      return row ?? null;
    },

    listingsOf(franchisorId: string) {
      return db
        .select({
          id: fo.id,
          slug: fo.slug,
          title: fo.title,
          country: fo.country,
          category: fo.category,
          status: fo.status,
          isActive: fo.isActive,
          createdAt: fo.createdAt,
        })
        .from(fo)
        .where(eq(fo.franchisorId, franchisorId))
        .orderBy(desc(fo.createdAt), asc(fo.id));
    },

    /** Leads, newest first (at most `limit`). */
    leadsOf(franchisorId: string, limit: number) {
      return db
        .select({
          id: ir.id,
          name: ir.name,
          email: ir.email,
          phone: ir.phone,
          message: ir.message,
          opportunityId: ir.opportunityId,
          opportunityTitle: fo.title,
          createdAt: ir.createdAt,
        })
        .from(ir)
        .innerJoin(fo, eq(fo.id, ir.opportunityId))
        .where(eq(ir.franchisorId, franchisorId))
        .orderBy(desc(ir.createdAt), desc(ir.id))
        .limit(limit);
    },
  };
}
