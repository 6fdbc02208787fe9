import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookmarks,
  compareLists,
  franchiseOpportunities as fo,
  interactionCounts,
  profiles,
  userInteractions,
  visitorMarks,
  visitorSalts,
} from '../../db/schema/index.ts';
import { cardColumns, listed } from '../catalog/index.ts';

/** Today in UTC, as the database sees it: the day a count is added to and a salt belongs to. */
const utcToday = sql<string>`(now() at time zone 'UTC')::date`;

const actionOf = (metadata: unknown): string | null => {
  const action = (metadata as { action?: unknown } | null | undefined)?.action;
  return typeof action === 'string' ? action : null;
};

export function createEngagementRepository(db: Db) {
  return {
    /** Which of `ids` are listed franchises (a bookmark or compare entry needs one). */
    async listedIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: fo.id })
        .from(fo)
        .where(and(listed, inArray(fo.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** The profile answers that matches are scored against. */
    async matchGoalsOf(userId: string) {
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return profile ?? null;
    },

    /** Listed franchises in one market (and industries, when given), best rated first. */
    async matchCandidates(country: string, industries: string[], limit: number) {
      const where = industries.length
        ? and(listed, eq(fo.country, country), inArray(fo.category, industries))
        : and(listed, eq(fo.country, country));
      return db
        .select({
          ...cardColumns,
          trainingDays: fo.trainingDays,
          homeBased: fo.homeBased,
          financingAvailable: fo.financingAvailable,
          liquidCapitalMin: fo.liquidCapitalMin,
          netWorthMin: fo.netWorthMin,
          territoriesAvailable: fo.territoriesAvailable,
        })
        .from(fo)
        .where(where)
        .orderBy(sql`${fo.ratingAverage} desc nulls last`, desc(fo.reviewCount))
        .limit(limit);
    },

    async listBookmarks(userId: string, limit: number) {
      const where = and(eq(bookmarks.userId, userId), listed);
      const [items, [count]] = await Promise.all([
        db
          .select({
            id: bookmarks.id,
            opportunityId: bookmarks.opportunityId,
            createdAt: bookmarks.createdAt,
            opportunity: { ...cardColumns, description: fo.description },
          })
          .from(bookmarks)
          .innerJoin(fo, eq(fo.id, bookmarks.opportunityId))
          .where(where)
          .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(bookmarks)
          .innerJoin(fo, eq(fo.id, bookmarks.opportunityId))
          .where(where),
      ]);
      return { items, total: Number(count?.total ?? 0) };
    },

    /** Adds the bookmark, or returns the one that exists. */
    async addBookmark(userId: string, opportunityId: string) {
      const [created] = await db
        .insert(bookmarks)
        .values({ userId, opportunityId })
        .onConflictDoNothing()
        .returning();
      if (created) return { bookmark: created, created: true };
      const [existing] = await db
        .select()
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.opportunityId, opportunityId)))
        .limit(1);
      return { bookmark: existing!, created: false };
    },

    async findBookmark(id: string) {
      const [row] = await db.select().from(bookmarks).where(eq(bookmarks.id, id)).limit(1);
      return row ?? null;
    },

    async deleteBookmark(id: string) {
      await db.delete(bookmarks).where(eq(bookmarks.id, id));
    },

    async getCompare(userId: string) {
      const [row] = await db.select().from(compareLists).where(eq(compareLists.userId, userId)).limit(1);
      return row?.opportunityIds ?? [];
    },

    async setCompare(userId: string, ids: string[]) {
      await db
        .insert(compareLists)
        .values({ userId, opportunityIds: ids })
        .onConflictDoUpdate({
          target: compareLists.userId,
          set: { opportunityIds: ids, updatedAt: new Date() },
        });
    },

    async insertInteraction(values: typeof userInteractions.$inferInsert) {
      await db.insert(userInteractions).values(values);
    },

    /** Inserts unless the same user did the same to the same item within `windowSeconds`. */
    async insertInteractionUnlessRecent(
      values: typeof userInteractions.$inferInsert,
      windowSeconds: number,
    ): Promise<boolean> {
      const ui = userInteractions;
      const since = new Date(Date.now() - windowSeconds * 1000);
      const [recent] = await db
        .select({ id: ui.id })
        .from(ui)
        .where(
          and(
            eq(ui.userId, values.userId),
            gt(ui.createdAt, since),
            eq(ui.interactionType, values.interactionType),
            eq(ui.entityType, values.entityType),
            eq(ui.entityId, values.entityId),
            // A compare is a click of its own kind: a plain click just before it must not hide it.
            sql`${ui.metadata}->>'action' is not distinct from ${actionOf(values.metadata)}`,
          ),
        )
        .limit(1);
      if (recent) return false;
      await db.insert(ui).values(values);
      return true;
    },

    /** Adds one view or click to the item's count for today (UTC). */
    async addToCount(entityType: string, entityId: string, kind: 'views' | 'clicks') {
      const ic = interactionCounts;
      await db
        .insert(ic)
        .values({ entityType, entityId, day: utcToday, [kind]: 1 })
        .onConflictDoUpdate({
          target: [ic.entityType, ic.entityId, ic.day],
          set: { [kind]: sql`${ic[kind]} + 1` },
        });
    },

    /** Views and clicks of one item per UTC day since `since` (a day, YYYY-MM-DD). */
    countsSince(entityType: string, entityId: string, since: string) {
      const ic = interactionCounts;
      return db
        .select({ day: ic.day, views: ic.views, clicks: ic.clicks })
        .from(ic)
        .where(and(eq(ic.entityType, entityType), eq(ic.entityId, entityId), gte(ic.day, since)));
    },

    /**
     * Today's salt, made by whichever instance asks first. Making it also deletes the salts of
     * earlier days and every mark older than `windowSeconds`: marks under a deleted salt can
     * never match again, and nothing is left that could tie them to an address.
     */
    async saltOfToday(newSalt: string, windowSeconds: number): Promise<{ day: string; salt: string }> {
      const [made] = await db
        .insert(visitorSalts)
        .values({ day: utcToday, salt: newSalt })
        .onConflictDoNothing()
        .returning({ day: visitorSalts.day, salt: visitorSalts.salt });
      if (made) {
        await db.delete(visitorSalts).where(lt(visitorSalts.day, made.day));
        await db
          .delete(visitorMarks)
          .where(lt(visitorMarks.countedAt, new Date(Date.now() - windowSeconds * 1000)));
        return made;
      }
      const [row] = await db
        .select({ day: visitorSalts.day, salt: visitorSalts.salt })
        .from(visitorSalts)
        .where(eq(visitorSalts.day, utcToday));
      return row!;
    },

    /**
     * Marks the hash as counted now unless it was counted within `windowSeconds`; true when it
     * was marked (so the act counts). One statement, so two simultaneous requests count once.
     */
    async markUnlessRecent(hash: string, windowSeconds: number): Promise<boolean> {
      const vm = visitorMarks;
      const rows = await db
        .insert(vm)
        .values({ hash, countedAt: sql`now()` })
        .onConflictDoUpdate({
          target: vm.hash,
          set: { countedAt: sql`now()` },
          setWhere: sql`${vm.countedAt} <= now() - make_interval(secs => ${windowSeconds})`,
        })
        .returning({ hash: vm.hash });
      return rows.length > 0;
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
