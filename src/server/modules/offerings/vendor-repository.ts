import { and, asc, desc, eq } from 'drizzle-orm';
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
