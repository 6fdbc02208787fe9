import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  franchiseOpportunities as fo,
  franchisors,
  listingDocuments,
  listingMedia,
  user,
} from '../../db/schema/index.ts';

export type ListingPatch = Partial<typeof fo.$inferInsert>;
type ListingRow = typeof fo.$inferSelect;

export function createListingsRepository(db: Db) {
  return {
    async companyOf(userId: string) {
      const [row] = await db
        .select({ id: franchisors.id, name: franchisors.name })
        .from(franchisors)
        .where(eq(franchisors.ownerUserId, userId))
        .orderBy(asc(franchisors.createdAt))
        .limit(1);
      return row ?? null;
    },

    async insert(values: typeof fo.$inferInsert) {
      const [row] = await db.insert(fo).values(values).returning();
      return row!;
    },

    async find(id: string) {
      const [row] = await db.select().from(fo).where(eq(fo.id, id)).limit(1);
      return row ?? null;
    },

    async update(id: string, patch: ListingPatch, tx: Db = db) {
      const [row] = await tx
        .update(fo)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(fo.id, id))
        .returning();
      return row ?? null;
    },

    /** The row as it is now, locked until `tx` ends: a decision or an owner's save is taken on what it reads. */
    async findForDecision(id: string, tx: Db) {
      const [row] = await tx.select().from(fo).where(eq(fo.id, id)).for('update');
      return row ?? null;
    },

    /** Updates a submission only while it still waits for review (null once decided or withdrawn). */
    async updatePending(id: string, patch: ListingPatch, tx: Db) {
      const [row] = await tx
        .update(fo)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(fo.id, id), eq(fo.revisionState, 'pending_review')))
        .returning();
      return row ?? null;
    },

    /** Updates the listing only while it is in `status` (null once something else changed it). */
    async updateIfStatus(id: string, status: ListingRow['status'], patch: ListingPatch, tx: Db = db) {
      const [row] = await tx
        .update(fo)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(fo.id, id), eq(fo.status, status)))
        .returning();
      return row ?? null;
    },

    /** The admin catalogue: live and paused listings by name or company, market and status; newest first. */
    async searchCatalog(filter: {
      q?: string;
      country?: string;
      statuses: readonly ListingRow['status'][];
      offset: number;
      limit: number;
    }) {
      const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        inArray(fo.status, [...filter.statuses]),
        filter.country ? eq(fo.country, filter.country) : undefined,
        like ? or(ilike(fo.title, like), ilike(fo.companyName, like)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(fo)
          .where(where)
          .orderBy(desc(sql`coalesce(${fo.publishedAt}, ${fo.createdAt})`), desc(fo.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(fo).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    gallery(opportunityId: string) {
      return db
        .select({ id: listingMedia.id, url: listingMedia.url, caption: listingMedia.caption })
        .from(listingMedia)
        .where(eq(listingMedia.opportunityId, opportunityId))
        .orderBy(asc(listingMedia.position), asc(listingMedia.createdAt));
    },

    /** The company's listings that are live now (published; paused ones do not count). */
    async liveCount(franchisorId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(fo)
        .where(and(eq(fo.franchisorId, franchisorId), eq(fo.status, 'published')));
      return row?.n ?? 0;
    },

    async galleryCount(opportunityId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(listingMedia)
        .where(eq(listingMedia.opportunityId, opportunityId));
      return row?.n ?? 0;
    },

    async addImage(opportunityId: string, url: string, position: number) {
      const [row] = await db
        .insert(listingMedia)
        .values({ opportunityId, kind: 'image', url, position })
        .returning();
      return row!;
    },

    async removeImage(opportunityId: string, id: string) {
      const [row] = await db
        .delete(listingMedia)
        .where(and(eq(listingMedia.id, id), eq(listingMedia.opportunityId, opportunityId)))
        .returning();
      return row ?? null;
    },

    documents(opportunityId: string) {
      return db
        .select({
          id: listingDocuments.id,
          title: listingDocuments.title,
          kind: listingDocuments.kind,
          fileId: listingDocuments.fileId,
        })
        .from(listingDocuments)
        .where(eq(listingDocuments.opportunityId, opportunityId))
        .orderBy(asc(listingDocuments.createdAt));
    },

    async addDocument(values: typeof listingDocuments.$inferInsert) {
      const [row] = await db.insert(listingDocuments).values(values).returning();
      return row!;
    },

    async removeDocument(opportunityId: string, id: string) {
      const [row] = await db
        .delete(listingDocuments)
        .where(and(eq(listingDocuments.id, id), eq(listingDocuments.opportunityId, opportunityId)))
        .returning();
      return row ?? null;
    },

    /** Working copies waiting for a reviewer, oldest first. */
    reviewQueue() {
      return db
        .select()
        .from(fo)
        .where(sql`${fo.revisionState} = 'pending_review'`)
        .orderBy(asc(fo.submittedAt))
        .limit(100);
    },

    /** The account that runs the company (none for a company seeded without one). */
    async ownerUserId(franchisorId: string) {
      const [row] = await db
        .select({ id: franchisors.ownerUserId })
        .from(franchisors)
        .where(eq(franchisors.id, franchisorId))
        .limit(1);
      return row?.id ?? null;
    },

    /** Where to write to a listing's franchisor: the owner's sign-in address, else the company's contact. */
    async ownerEmail(franchisorId: string) {
      const [row] = await db
        .select({ email: user.email, contactEmail: franchisors.contactEmail })
        .from(franchisors)
        .leftJoin(user, eq(user.id, franchisors.ownerUserId))
        .where(eq(franchisors.id, franchisorId))
        .limit(1);
      return row?.email ?? row?.contactEmail ?? null;
    },

    /**
     * Companies run from an account (so on a plan) with more than `floor` listings live: the
     * ones a lapsed plan may have left over their limit. Seeded companies without an account
     * are the operator's and are left alone.
     */
    companiesWithMoreLiveThan(floor: number) {
      const live = count();
      return db
        .select({ franchisorId: fo.franchisorId, live })
        .from(fo)
        .innerJoin(franchisors, eq(franchisors.id, fo.franchisorId))
        .where(and(eq(fo.status, 'published'), isNotNull(franchisors.ownerUserId)))
        .groupBy(fo.franchisorId)
        .having(gt(live, floor));
    },

    /** The company's live listings, the most recently published first. */
    newestLive(franchisorId: string) {
      return db
        .select({ id: fo.id, title: fo.title, country: fo.country })
        .from(fo)
        .where(and(eq(fo.franchisorId, franchisorId), eq(fo.status, 'published')))
        .orderBy(desc(sql`coalesce(${fo.publishedAt}, ${fo.createdAt})`), desc(fo.id));
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
