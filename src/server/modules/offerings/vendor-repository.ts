import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { franchisors, offerings as o, user } from '../../db/schema/index.ts';

export type OfferingRow = typeof o.$inferSelect;

/** The vendor side: a company's own offerings, the moderation queue, and who to e-mail. */
export function createVendorRepository(db: Db) {
  return {
    /** The company an account manages (the first, as listings do). */
    async companyOf(userId: string) {
      const [row] = await db
        .select({ id: franchisors.id, name: franchisors.name })
        .from(franchisors)
        .where(eq(franchisors.ownerUserId, userId))
        .orderBy(asc(franchisors.createdAt))
        .limit(1);
      return row ?? null;
    },

    async ownerEmail(franchisorId: string) {
      const [row] = await db
        .select({ email: user.email, contactEmail: franchisors.contactEmail })
        .from(franchisors)
        .leftJoin(user, eq(user.id, franchisors.ownerUserId))
        .where(eq(franchisors.id, franchisorId))
        .limit(1);
      return row?.email ?? row?.contactEmail ?? null;
    },

    async find(id: string): Promise<OfferingRow | null> {
      const [row] = await db.select().from(o).where(eq(o.id, id)).limit(1);
      return row ?? null;
    },

    ofCompany(franchisorId: string) {
      return db.select().from(o).where(eq(o.franchisorId, franchisorId)).orderBy(desc(o.updatedAt));
    },

    async insert(values: typeof o.$inferInsert) {
      const [row] = await db.insert(o).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<typeof o.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(o)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(o.id, id))
        .returning();
      return row ?? null;
    },

    /** The row as it is now, locked until `tx` ends: a decision is taken on what it reads. */
    async findForDecision(id: string, tx: Db): Promise<OfferingRow | null> {
      const [row] = await tx.select().from(o).where(eq(o.id, id)).for('update');
      return row ?? null;
    },

    /** The admin catalogue: published offerings, live or paused by the moderators, by name or vendor. */
    async searchCatalog(filter: {
      q?: string;
      kind?: string;
      state?: 'live' | 'paused';
      offset: number;
      limit: number;
    }) {
      const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const live = and(eq(o.isActive, true), isNull(o.pausedReason));
      const where = and(
        eq(o.status, 'published'),
        filter.state === 'live'
          ? live
          : filter.state === 'paused'
            ? isNotNull(o.pausedReason)
            : or(live, isNotNull(o.pausedReason)),
        filter.kind ? eq(o.kind, filter.kind as OfferingRow['kind']) : undefined,
        like ? or(ilike(o.name, like), ilike(o.vendor, like)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(o)
          .where(where)
          .orderBy(asc(o.name), asc(o.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(o).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Updates a published offering only while it is still live (pause) or paused (resume). */
    async updateIfPaused(id: string, paused: boolean, values: Partial<typeof o.$inferInsert>, tx: Db) {
      const [row] = await tx
        .update(o)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(o.id, id),
            eq(o.status, 'published'),
            paused ? isNotNull(o.pausedReason) : and(isNull(o.pausedReason), eq(o.isActive, true)),
          ),
        )
        .returning();
      return row ?? null;
    },

    reviewQueue() {
      return db
        .select({ o, companyName: franchisors.name })
        .from(o)
        .innerJoin(franchisors, eq(franchisors.id, o.franchisorId))
        .where(and(eq(o.status, 'pending_review')))
        .orderBy(asc(o.submittedAt));
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}

export type VendorRepository = ReturnType<typeof createVendorRepository>;
