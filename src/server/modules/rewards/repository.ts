import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  franchisors,
  rewardLedger as l,
  offerings as o,
  rewardPayouts as p,
  offeringSpends as s,
} from '../../db/schema/index.ts';

const spendColumns = {
  s,
  offering: { id: o.id, name: o.name, kind: o.kind, vendor: o.vendor },
  companyName: franchisors.name,
};
export type SpendRow = {
  s: typeof s.$inferSelect;
  offering: { id: string; name: string; kind: typeof o.$inferSelect.kind; vendor: string };
  companyName: string;
};

/** Where a payout goes, as the member gave it, and who asked for it. */
export type PayoutDetails = Pick<
  typeof p.$inferInsert,
  'requestedBy' | 'method' | 'accountHolder' | 'account' | 'bankCode'
>;

const sumWhere = (cond: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${l.amountMinor}) filter (where ${cond}), 0)::bigint`;

/** Spends, the cashback ledger and payouts. A balance is only ever read as a sum of the ledger. */
export function createRewardsRepository(db: Db) {
  const spends = () =>
    db
      .select(spendColumns)
      .from(s)
      .innerJoin(o, eq(o.id, s.offeringId))
      .innerJoin(franchisors, eq(franchisors.id, s.franchisorId));

  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    async insertSpend(values: typeof s.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(s).values(values).returning({ id: s.id });
      return row!.id;
    },

    async insertEntry(values: typeof l.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(l).values(values).returning({ id: l.id });
      return row!.id;
    },

    async findSpend(id: string): Promise<SpendRow | null> {
      const [row] = await spends().where(eq(s.id, id)).limit(1);
      return row ?? null;
    },

    spendsOf(franchisorId: string): Promise<SpendRow[]> {
      return spends().where(eq(s.franchisorId, franchisorId)).orderBy(desc(s.createdAt)).limit(500);
    },

    submittedSpends(): Promise<SpendRow[]> {
      return spends().where(eq(s.status, 'submitted')).orderBy(asc(s.createdAt)).limit(200);
    },

    async hasSpend(franchisorId: string, offeringId: string) {
      const [row] = await db
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.franchisorId, franchisorId), eq(s.offeringId, offeringId), eq(s.status, 'confirmed')))
        .limit(1);
      return !!row;
    },

    /** The spend's status as it is now, locked until `tx` ends: a decision is taken on what it reads. */
    async spendStatusForDecision(id: string, tx: Db) {
      const [row] = await tx.select({ status: s.status }).from(s).where(eq(s.id, id)).for('update');
      return row?.status ?? null;
    },

    /** Moves a spend on only if it is still submitted (two admins cannot both decide it). */
    async decideSpend(id: string, patch: Partial<typeof s.$inferInsert>, tx: Db) {
      const [row] = await tx
        .update(s)
        .set(patch)
        .where(and(eq(s.id, id), eq(s.status, 'submitted')))
        .returning({ id: s.id });
      return row ?? null;
    },

    /** Moves one ledger entry from a status to the next; null when it was not in `from`. */
    async moveEntry(
      where: { id?: string; spendId?: string },
      from: typeof l.$inferSelect.status,
      to: typeof l.$inferSelect.status,
      tx: Db = db,
    ) {
      const conds = [eq(l.status, from)];
      if (where.id) conds.push(eq(l.id, where.id));
      if (where.spendId) conds.push(eq(l.spendId, where.spendId));
      // A confirmed entry already in a payout request is not reversed under it.
      if (from === 'confirmed' && to === 'reversed') conds.push(isNull(l.payoutId));
      const [row] = await tx
        .update(l)
        .set({ status: to, updatedAt: new Date() })
        .where(and(...conds))
        .returning();
      return row ?? null;
    },

    async findEntry(id: string) {
      const [row] = await db.select().from(l).where(eq(l.id, id)).limit(1);
      return row ?? null;
    },

    ledgerOf(franchisorId: string) {
      return db
        .select()
        .from(l)
        .where(eq(l.franchisorId, franchisorId))
        .orderBy(desc(l.createdAt), desc(l.id));
    },

    /** Per currency, each figure a sum of the company's ledger entries. */
    balancesOf(franchisorId: string) {
      return db
        .select({
          currency: l.currency,
          pending: sumWhere(sql`${l.status} = 'pending'`),
          confirmed: sumWhere(sql`${l.status} = 'confirmed'`),
          available: sumWhere(sql`${l.status} = 'confirmed' and ${l.payoutId} is null`),
          requested: sumWhere(sql`${l.status} = 'confirmed' and ${l.payoutId} is not null`),
          paid: sumWhere(sql`${l.status} = 'paid'`),
          reversed: sumWhere(sql`${l.status} = 'reversed'`),
        })
        .from(l)
        .where(eq(l.franchisorId, franchisorId))
        .groupBy(l.currency)
        .orderBy(asc(l.currency));
    },

    payoutsOf(franchisorId: string) {
      return db.select().from(p).where(eq(p.franchisorId, franchisorId)).orderBy(desc(p.createdAt));
    },

    requestedPayouts() {
      return db
        .select({ p, companyName: franchisors.name })
        .from(p)
        .innerJoin(franchisors, eq(franchisors.id, p.franchisorId))
        .where(eq(p.status, 'requested'))
        .orderBy(asc(p.createdAt));
    },

    /**
     * One payout of everything confirmed and not yet requested in a currency: the entries are
     * claimed by the payout in the same transaction, so two requests cannot claim one entry.
     */
    async claimForPayout(franchisorId: string, currency: string, details: PayoutDetails, tx: Db) {
      const [payout] = await tx
        .insert(p)
        .values({ franchisorId, currency, amountMinor: 0, ...details })
        .returning();
      const claimed = await tx
        .update(l)
        .set({ payoutId: payout!.id, updatedAt: new Date() })
        .where(
          and(
            eq(l.franchisorId, franchisorId),
            eq(l.currency, currency),
            eq(l.status, 'confirmed'),
            isNull(l.payoutId),
          ),
        )
        .returning({ amount: l.amountMinor });
      const amount = claimed.reduce((sum, r) => sum + r.amount, 0);
      await tx.update(p).set({ amountMinor: amount }).where(eq(p.id, payout!.id));
      return { ...payout!, amountMinor: amount };
    },

    async findPayout(id: string) {
      const [row] = await db
        .select({ p, companyName: franchisors.name })
        .from(p)
        .innerJoin(franchisors, eq(franchisors.id, p.franchisorId))
        .where(eq(p.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The payout is paid, with the transfer that paid it, and so is every entry it claimed. */
    async payPayout(
      id: string,
      transfer: { transferReference: string; transferredOn: string; paidBy: string },
      tx: Db,
    ) {
      const [row] = await tx
        .update(p)
        .set({ status: 'paid', paidAt: new Date(), ...transfer })
        .where(and(eq(p.id, id), eq(p.status, 'requested')))
        .returning();
      if (!row) return null;
      await tx
        .update(l)
        .set({ status: 'paid', updatedAt: new Date() })
        .where(and(eq(l.payoutId, id), eq(l.status, 'confirmed'), isNotNull(l.payoutId)));
      return row;
    },

    /** For the statement: each entry with the purchase it came from. */
    statementOf(franchisorId: string) {
      return db
        .select({
          l,
          offering: o.name,
          purchasedOn: s.purchasedOn,
          spendMinor: s.amountMinor,
          pct: s.cashbackPct,
          vendorConfirmation: s.vendorConfirmation,
          transferReference: p.transferReference,
          transferredOn: p.transferredOn,
        })
        .from(l)
        .leftJoin(s, eq(s.id, l.spendId))
        .leftJoin(o, eq(o.id, s.offeringId))
        .leftJoin(p, eq(p.id, l.payoutId))
        .where(eq(l.franchisorId, franchisorId))
        .orderBy(asc(l.createdAt), asc(l.id));
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
