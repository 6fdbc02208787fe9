import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { franchisors, leadAddresses, user } from '../../db/schema/index.ts';

export type LeadAddressRow = typeof leadAddresses.$inferSelect;

export function createLeadAddressesRepository(db: Db) {
  return {
    list(franchisorId: string) {
      return db
        .select()
        .from(leadAddresses)
        .where(eq(leadAddresses.franchisorId, franchisorId))
        .orderBy(asc(leadAddresses.createdAt), asc(leadAddresses.email));
    },

    async one(franchisorId: string, id: string): Promise<LeadAddressRow | null> {
      const [row] = await db
        .select()
        .from(leadAddresses)
        .where(and(eq(leadAddresses.franchisorId, franchisorId), eq(leadAddresses.id, id)));
      return row ?? null;
    },

    async byEmail(franchisorId: string, email: string): Promise<LeadAddressRow | null> {
      const [row] = await db
        .select()
        .from(leadAddresses)
        .where(and(eq(leadAddresses.franchisorId, franchisorId), eq(leadAddresses.email, email)));
      return row ?? null;
    },

    async countOf(franchisorId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(leadAddresses)
        .where(eq(leadAddresses.franchisorId, franchisorId));
      return row?.n ?? 0;
    },

    async insert(values: typeof leadAddresses.$inferInsert): Promise<LeadAddressRow | null> {
      const [row] = await db.insert(leadAddresses).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** A new code replaces the old one and its count of wrong guesses. */
    async setCode(id: string, codeHash: string, expiresAt: Date) {
      await db
        .update(leadAddresses)
        .set({ codeHash, codeExpiresAt: expiresAt, codeAttempts: 0 })
        .where(eq(leadAddresses.id, id));
    },

    /** Counts a wrong guess; the number of wrong guesses so far. */
    async wrongGuess(id: string) {
      const [row] = await db
        .update(leadAddresses)
        .set({ codeAttempts: sql`${leadAddresses.codeAttempts} + 1` })
        .where(eq(leadAddresses.id, id))
        .returning({ attempts: leadAddresses.codeAttempts });
      return row?.attempts ?? 0;
    },

    /** The code is spent: the address is verified from now on. */
    async verify(id: string): Promise<LeadAddressRow | null> {
      const [row] = await db
        .update(leadAddresses)
        .set({ verifiedAt: new Date(), codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
        .where(eq(leadAddresses.id, id))
        .returning();
      return row ?? null;
    },

    async remove(franchisorId: string, id: string) {
      const rows = await db
        .delete(leadAddresses)
        .where(and(eq(leadAddresses.franchisorId, franchisorId), eq(leadAddresses.id, id)))
        .returning({ id: leadAddresses.id });
      return rows.length > 0;
    },

    /** The company's account (if it has one) with its sign-in address, and its verified lead addresses. */
    async recipients(franchisorId: string) {
      const [company] = await db
        .select({ ownerUserId: franchisors.ownerUserId, ownerEmail: user.email })
        .from(franchisors)
        .leftJoin(user, eq(user.id, franchisors.ownerUserId))
        .where(eq(franchisors.id, franchisorId));
      if (!company) return null;
      const verified = await db
        .select({ email: leadAddresses.email })
        .from(leadAddresses)
        .where(and(eq(leadAddresses.franchisorId, franchisorId), isNotNull(leadAddresses.verifiedAt)))
        .orderBy(asc(leadAddresses.createdAt));
      return {
        ownerEmail: company.ownerUserId ? company.ownerEmail : null,
        verified: verified.map((r) => r.email),
      };
    },
  };
}
