import { type AnyColumn, and, desc, eq, or, sql } from 'drizzle-orm';
import type { Industry } from '../../../shared/enums.ts';
import type { MarketCode } from '../../../shared/markets.ts';
import type { NetworkStage } from '../../../shared/schemas/network.ts';
import type { Db } from '../../db/client.ts';
import { networkConnections as conn, networkProfiles as profiles, user } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ConnectionRow = typeof conn.$inferSelect;

/** The row of the pair (a, b), whoever asked whom. */
const pairOf = (a: string, b: string | AnyColumn) =>
  sql`least(${conn.requesterId}, ${conn.addresseeId}) = least(${a}::text, ${b}::text)
      and greatest(${conn.requesterId}, ${conn.addresseeId}) = greatest(${a}::text, ${b}::text)`;

/** The other person of a connection row, seen from `me`. */
const otherOf = (me: string) =>
  sql`case when ${conn.requesterId} = ${me} then ${conn.addresseeId} else ${conn.requesterId} end`;

const personColumns = {
  userId: profiles.userId,
  optedIn: profiles.optedIn,
  displayName: profiles.displayName,
  headline: profiles.headline,
  market: profiles.market,
  industries: profiles.industries,
  stage: profiles.stage,
  city: profiles.city,
};

export function createNetworkRepository(db: Db) {
  return {
    async profile(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },

    /** A listed (opted-in, not suspended) person's profile, or null. */
    async listedProfile(userId: string) {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(and(eq(profiles.userId, userId), eq(profiles.optedIn, true), sql`${user.banned} is not true`));
      return row ?? null;
    },

    async saveProfile(values: Omit<typeof profiles.$inferInsert, 'createdAt' | 'updatedAt'>) {
      const now = new Date();
      const { userId, ...rest } = values;
      const [row] = await db
        .insert(profiles)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...rest, updatedAt: now } })
        .returning();
      return row!;
    },

    /**
     * Opted-in people matching the filters, newest profile first: never `me`, never anyone
     * either of us blocked, never a suspended account. One more than `limit` tells of a next page.
     */
    search(
      me: string,
      filters: { market?: MarketCode; industry?: Industry; stage?: NetworkStage },
      limit: number,
      offset: number,
    ) {
      const where = [
        eq(profiles.optedIn, true),
        sql`${profiles.userId} <> ${me}`,
        sql`${user.banned} is not true`,
        sql`(${conn.status} is null or ${conn.status} <> 'blocked')`,
      ];
      if (filters.market) where.push(eq(profiles.market, filters.market));
      if (filters.industry) where.push(sql`${filters.industry}::text = any(${profiles.industries})`);
      if (filters.stage) where.push(eq(profiles.stage, filters.stage));
      return db
        .select({ ...personColumns, connection: conn })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .leftJoin(conn, pairOf(me, profiles.userId))
        .where(and(...where))
        .orderBy(desc(profiles.updatedAt), profiles.userId)
        .limit(limit)
        .offset(offset);
    },

    /** Every row `me` is part of, with the other person's profile (null without one). */
    connectionsOf(me: string, limit: number) {
      return db
        .select({ connection: conn, person: personColumns, banned: user.banned })
        .from(conn)
        .leftJoin(profiles, eq(profiles.userId, otherOf(me)))
        .leftJoin(user, eq(user.id, otherOf(me)))
        .where(or(eq(conn.requesterId, me), eq(conn.addresseeId, me)))
        .orderBy(desc(conn.createdAt))
        .limit(limit);
    },

    async between(a: string, b: string) {
      const [row] = await db.select().from(conn).where(pairOf(a, b));
      return row ?? null;
    },

    /** A row `me` is part of, or null. */
    async connectionOf(id: string, me: string) {
      const [row] = await db
        .select()
        .from(conn)
        .where(and(eq(conn.id, id), or(eq(conn.requesterId, me), eq(conn.addresseeId, me))));
      return row ?? null;
    },

    /** A new request; null when the pair already has a row (a race lost to the other person). */
    async insertRequest(values: { requesterId: string; addresseeId: string; note: string }) {
      const [row] = await db
        .insert(conn)
        .values({ ...values, status: 'pending' })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Moves a row on, only from the state it was read in (a concurrent change wins). */
    async update(
      id: string,
      from: ConnectionRow['status'],
      patch: Partial<Pick<ConnectionRow, 'status' | 'blockedBy' | 'conversationId' | 'respondedAt'>>,
    ) {
      const [row] = await db
        .update(conn)
        .set(patch)
        .where(and(eq(conn.id, id), eq(conn.status, from)))
        .returning();
      return row ?? null;
    },

    async remove(id: string, from: ConnectionRow['status']) {
      const rows = await db
        .delete(conn)
        .where(and(eq(conn.id, id), eq(conn.status, from)))
        .returning({ id: conn.id });
      return rows.length > 0;
    },
  };
}

export type NetworkRepository = ReturnType<typeof createNetworkRepository>;
