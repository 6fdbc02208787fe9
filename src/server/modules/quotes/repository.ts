import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { franchisors, offerings as o, offeringQuotes as q } from '../../db/schema/index.ts';

const columns = {
  q,
  offering: { id: o.id, name: o.name, kind: o.kind, vendor: o.vendor, franchisorId: o.franchisorId },
  requesterCompany: franchisors.name,
};

export type QuoteRow = {
  q: typeof q.$inferSelect;
  offering: {
    id: string;
    name: string;
    kind: typeof o.$inferSelect.kind;
    vendor: string;
    franchisorId: string | null;
  };
  requesterCompany: string;
};

export function createQuotesRepository(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(q)
      .innerJoin(o, eq(o.id, q.offeringId))
      .innerJoin(franchisors, eq(franchisors.id, q.requesterFranchisorId));

  return {
    async insert(values: typeof q.$inferInsert) {
      const [row] = await db.insert(q).values(values).returning({ id: q.id });
      return row!.id;
    },

    async find(id: string): Promise<QuoteRow | null> {
      const [row] = await base().where(eq(q.id, id)).limit(1);
      return row ?? null;
    },

    requestedBy(franchisorId: string): Promise<QuoteRow[]> {
      return base().where(eq(q.requesterFranchisorId, franchisorId)).orderBy(desc(q.updatedAt)).limit(200);
    },

    receivedBy(franchisorId: string): Promise<QuoteRow[]> {
      return base().where(eq(o.franchisorId, franchisorId)).orderBy(desc(q.updatedAt)).limit(200);
    },

    /** Moves a quote from one status to the next only if it is still in `from` (no lost updates). */
    async transition(id: string, from: string, patch: Partial<typeof q.$inferInsert>) {
      const [row] = await db
        .update(q)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(q.id, id), eq(q.status, from as never)))
        .returning({ id: q.id });
      return row ?? null;
    },

    async setConversation(id: string, conversationId: string) {
      await db.update(q).set({ conversationId }).where(eq(q.id, id));
    },

    /** Quoted prices past their validity become expired; answers the ids. */
    async expireDue(now: Date) {
      const rows = await db
        .update(q)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(q.status, 'quoted'), lt(q.validUntil, now)))
        .returning({ id: q.id });
      return rows.map((r) => r.id);
    },

    async countOpenFor(vendorFranchisorId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(q)
        .innerJoin(o, eq(o.id, q.offeringId))
        .where(and(eq(o.franchisorId, vendorFranchisorId), eq(q.status, 'requested')));
      return Number(row?.n ?? 0);
    },
  };
}
