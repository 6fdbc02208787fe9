import { and, count, desc, eq, gt, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { SavedSearchFilters } from '../../../shared/saved-search.ts';
import type { Db } from '../../db/client.ts';
import {
  franchiseOpportunities as fo,
  savedSearches as ss,
  savedSearchMatches as ssm,
  user,
} from '../../db/schema/index.ts';
import { cardColumns, listed } from '../catalog/index.ts';

export type SavedSearchRow = typeof ss.$inferSelect;

export function createSavedSearchRepository(db: Db) {
  return {
    listOf: (userId: string) => db.select().from(ss).where(eq(ss.userId, userId)).orderBy(desc(ss.createdAt)),

    countOf: async (userId: string) =>
      (await db.select({ n: count() }).from(ss).where(eq(ss.userId, userId)))[0]?.n ?? 0,

    find: async (id: string) => (await db.select().from(ss).where(eq(ss.id, id)).limit(1))[0] ?? null,

    /** Null when the account already saved the same search. */
    async insert(row: { userId: string; country: string; filters: SavedSearchFilters; filtersKey: string }) {
      const [created] = await db.insert(ss).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    setAlerts: (id: string, alerts: boolean) => db.update(ss).set({ alerts }).where(eq(ss.id, id)),

    delete: (id: string) => db.delete(ss).where(eq(ss.id, id)),

    markSeen: (id: string, at: Date) =>
      db
        .update(ssm)
        .set({ seenAt: at })
        .where(and(eq(ssm.savedSearchId, id), isNull(ssm.seenAt))),

    /** The newest matches of each search (still listed), newest first, at most `limit` each. */
    async recentMatches(searchIds: string[], limit: number) {
      if (searchIds.length === 0) return [];
      const ranked = db
        .select({
          savedSearchId: ssm.savedSearchId,
          matchedAt: ssm.matchedAt,
          seenAt: ssm.seenAt,
          opportunityId: ssm.opportunityId,
          rank: sql<number>`row_number() over (partition by ${ssm.savedSearchId} order by ${ssm.matchedAt} desc)`.as(
            'rank',
          ),
        })
        .from(ssm)
        .where(inArray(ssm.savedSearchId, searchIds))
        .as('ranked');
      return db
        .select({
          savedSearchId: ranked.savedSearchId,
          matchedAt: ranked.matchedAt,
          seenAt: ranked.seenAt,
          opportunity: cardColumns,
        })
        .from(ranked)
        .innerJoin(fo, eq(fo.id, ranked.opportunityId))
        .where(and(lte(ranked.rank, limit), listed))
        .orderBy(desc(ranked.matchedAt));
    },

    /** Unseen matches per search (still listed). */
    async unseenCounts(searchIds: string[]) {
      if (searchIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ id: ssm.savedSearchId, n: count() })
        .from(ssm)
        .innerJoin(fo, eq(fo.id, ssm.opportunityId))
        .where(and(inArray(ssm.savedSearchId, searchIds), isNull(ssm.seenAt), listed))
        .groupBy(ssm.savedSearchId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** Every saved search, for the matching run. */
    allSearches: () =>
      db
        .select({
          id: ss.id,
          userId: ss.userId,
          country: ss.country,
          filters: ss.filters,
          checkedAt: ss.checkedAt,
        })
        .from(ss),

    /** Listed franchises first published in (from, to], with the figures a search filters on. */
    publishedBetween: (from: Date, to: Date) =>
      db
        .select({
          id: fo.id,
          title: fo.title,
          country: fo.country,
          currency: fo.currency,
          category: fo.category,
          investmentMin: fo.investmentMin,
          investmentMax: fo.investmentMax,
          homeBased: fo.homeBased,
          veteranDiscount: fo.veteranDiscount,
          financingAvailable: fo.financingAvailable,
          publishedAt: fo.publishedAt,
        })
        .from(fo)
        .where(and(listed, gt(fo.publishedAt, from), lte(fo.publishedAt, to))),

    /**
     * Records matches (once each) and moves the searches' mark, together; answers the matches
     * that are new, so whatever announces them does so once.
     */
    recordMatches(
      matches: { savedSearchId: string; opportunityId: string }[],
      searchIds: string[],
      to: Date,
    ) {
      return db.transaction(async (tx) => {
        const created = matches.length
          ? await tx
              .insert(ssm)
              .values(matches)
              .onConflictDoNothing()
              .returning({ savedSearchId: ssm.savedSearchId, opportunityId: ssm.opportunityId })
          : [];
        if (searchIds.length) await tx.update(ss).set({ checkedAt: to }).where(inArray(ss.id, searchIds));
        return created;
      });
    },

    /**
     * Accounts with matches waiting for an e-mail on searches whose alerts are on, and who had
     * no digest since `notSince` (the daily-at-most rule).
     */
    async digestRecipients(notSince: Date) {
      const lastSent = db
        .select({ userId: ss.userId, at: max(ssm.emailedAt).as('at') })
        .from(ssm)
        .innerJoin(ss, eq(ss.id, ssm.savedSearchId))
        .groupBy(ss.userId)
        .as('last_sent');
      return db
        .selectDistinct({ userId: ss.userId, email: user.email })
        .from(ssm)
        .innerJoin(ss, eq(ss.id, ssm.savedSearchId))
        .innerJoin(user, eq(user.id, ss.userId))
        .innerJoin(fo, eq(fo.id, ssm.opportunityId))
        .leftJoin(lastSent, eq(lastSent.userId, ss.userId))
        .where(
          and(
            isNull(ssm.emailedAt),
            eq(ss.alerts, true),
            listed,
            sql`(${lastSent.at} is null or ${lastSent.at} <= ${notSince.toISOString()}::timestamptz)`,
          ),
        );
    },

    /** One account's matches waiting for an e-mail (alerts on, still listed). */
    pendingFor: (userId: string) =>
      db
        .select({
          matchId: ssm.id,
          savedSearchId: ss.id,
          country: ss.country,
          filters: ss.filters,
          opportunityId: fo.id,
          title: fo.title,
          category: fo.category,
          listingCountry: fo.country,
        })
        .from(ssm)
        .innerJoin(ss, eq(ss.id, ssm.savedSearchId))
        .innerJoin(fo, eq(fo.id, ssm.opportunityId))
        .where(and(eq(ss.userId, userId), eq(ss.alerts, true), isNull(ssm.emailedAt), listed))
        .orderBy(ss.createdAt, ssm.matchedAt),

    markEmailed: (matchIds: string[], at: Date) =>
      db
        .update(ssm)
        .set({ emailedAt: at })
        .where(and(inArray(ssm.id, matchIds), isNull(ssm.emailedAt))),
  };
}

export type SavedSearchRepository = ReturnType<typeof createSavedSearchRepository>;
