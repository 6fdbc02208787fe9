import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LeadStatus } from '../../../shared/schemas/listings.ts';
import type { Db } from '../../db/client.ts';
import {
  franchiseOpportunities as fo,
  franchisors,
  informationRequests as ir,
  userInteractions as ui,
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
          revisionState: fo.revisionState,
          reviewReason: fo.reviewReason,
          pausedReason: fo.pausedReason,
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
          status: ir.leadStatus,
          notes: ir.notes,
          createdAt: ir.createdAt,
        })
        .from(ir)
        .innerJoin(fo, eq(fo.id, ir.opportunityId))
        .where(eq(ir.franchisorId, franchisorId))
        .orderBy(desc(ir.createdAt), desc(ir.id))
        .limit(limit);
    },

    /** Updates a lead of this franchisor only; null when it is not theirs. */
    async updateLead(
      franchisorId: string,
      id: string,
      patch: { leadStatus?: LeadStatus; notes?: string | null },
    ) {
      const [row] = await db
        .update(ir)
        .set(patch)
        .where(and(eq(ir.id, id), eq(ir.franchisorId, franchisorId)))
        .returning({ id: ir.id });
      return row ?? null;
    },

    /** A listing's title and company, for the admin's view of its statistics. */
    async listingName(opportunityId: string) {
      const [row] = await db
        .select({ id: fo.id, title: fo.title, companyName: fo.companyName })
        .from(fo)
        .where(eq(fo.id, opportunityId))
        .limit(1);
      return row ?? null;
    },

    async ownsListing(franchisorId: string, opportunityId: string) {
      const [row] = await db
        .select({ id: fo.id })
        .from(fo)
        .where(and(eq(fo.id, opportunityId), eq(fo.franchisorId, franchisorId)))
        .limit(1);
      return !!row;
    },

    /**
     * Per day since `since`: bookmarks and compares (user_interactions, signed-in acts) and leads.
     * Views and clicks come from the engagement module's counts, which include visitors.
     */
    async dailyStats(opportunityId: string, since: Date) {
      const day = sql<string>`to_char(${ui.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const interactions = await db
        .select({
          day,
          compares: sql<number>`count(*) filter (where ${ui.interactionType} = 'click' and ${ui.metadata}->>'action' = 'compare')::int`,
          bookmarks: sql<number>`count(*) filter (where ${ui.interactionType} = 'bookmark')::int`,
        })
        .from(ui)
        .where(
          and(
            eq(ui.entityType, 'franchise'),
            eq(ui.entityId, opportunityId),
            gte(ui.createdAt, since),
            inArray(ui.interactionType, ['click', 'bookmark']),
          ),
        )
        .groupBy(day);
      const leadDay = sql<string>`to_char(${ir.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const leads = await db
        .select({ day: leadDay, leads: sql<number>`count(*)::int` })
        .from(ir)
        .where(and(eq(ir.opportunityId, opportunityId), gte(ir.createdAt, since)))
        .groupBy(leadDay);
      return { interactions, leads };
    },
  };
}
