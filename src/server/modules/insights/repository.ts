import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { InteractionType } from '../../../shared/enums.ts';
import type { TrendingEntityType } from '../../../shared/schemas/insights.ts';
import type { Db } from '../../db/client.ts';
import {
  franchiseOpportunities as fo,
  offerings,
  profiles,
  session,
  trendingItems,
  userInteractions as ui,
  userSegments,
} from '../../db/schema/index.ts';
import { listed } from '../catalog/index.ts';
import { TREND_HALF_LIFE_HOURS, TREND_WEIGHTS, TREND_WINDOW_DAYS, TRENDING_KEEP } from './trend-score.ts';

const DESCRIPTION_CHARS = 240;

/** The weight of an interaction's type, as SQL (built from TREND_WEIGHTS, the formula's one source). */
const weight = sql.join(
  [
    sql`case ${ui.interactionType}`,
    ...Object.entries(TREND_WEIGHTS).map(([type, w]) => sql`when ${type} then ${sql.raw(String(w))}`),
    sql`else 0 end`,
  ],
  sql` `,
);

export function createInsightsRepository(db: Db) {
  return {
    /**
     * Recomputes trending_items from the interactions of the last TREND_WINDOW_DAYS (the formula
     * in trend-score.ts): only items still listed (a published, active franchise; an active
     * offering) are kept, the best TRENDING_KEEP of them. One transaction: readers see the old
     * list or the new one.
     */
    async refreshTrending(now: Date): Promise<number> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const since = new Date(now.getTime() - TREND_WINDOW_DAYS * 86_400_000).toISOString();
      const decay = sql`power(0.5::float8, extract(epoch from (${at} - ${ui.createdAt}))::float8 / ${sql.raw(String(TREND_HALF_LIFE_HOURS * 3600))})`;
      return db.transaction(async (tx) => {
        await tx.delete(trendingItems);
        await tx.execute(sql`
          insert into ${trendingItems} (entity_type, entity_id, trend_score, interaction_count, computed_at)
          with scored as (
            select ${ui.entityType} as entity_type, ${ui.entityId} as entity_id,
                   sum((${weight}) * ${decay}) as trend_score, count(*)::int as interaction_count
            from ${ui}
            where ${ui.createdAt} > ${since}::timestamptz and ${ui.createdAt} <= ${at}
            group by 1, 2
          )
          select s.entity_type, s.entity_id, s.trend_score, s.interaction_count, ${at}
          from scored s
          where (s.entity_type = 'franchise' and exists (
                   select 1 from ${fo} where ${fo.id}::text = s.entity_id and ${listed}))
             or (s.entity_type in ('software', 'ai_tool', 'business_service') and exists (
                   select 1 from ${offerings} where ${offerings.id}::text = s.entity_id
                     and ${offerings.kind} = s.entity_type and ${offerings.isActive}))
          order by s.trend_score desc, s.entity_id
          limit ${TRENDING_KEEP}
        `);
        const [kept] = await tx.select({ n: sql<number>`count(*)::int` }).from(trendingItems);
        return Number(kept?.n ?? 0);
      });
    },

    /** Spec §7: trending_items ordered by trend_score descending. */
    trending(limit: number) {
      return db
        .select()
        .from(trendingItems)
        .orderBy(desc(trendingItems.trendScore), trendingItems.entityId)
        .limit(limit);
    },

    /** What a card shows of each trending item that is still listed (spec §3 entity_data). */
    async entityData(items: { entityType: TrendingEntityType; entityId: string }[]) {
      const franchiseIds = items.filter((i) => i.entityType === 'franchise').map((i) => i.entityId);
      const offeringIds = items.filter((i) => i.entityType !== 'franchise').map((i) => i.entityId);
      const [franchises, others] = await Promise.all([
        franchiseIds.length
          ? db
              .select({
                id: fo.id,
                country: fo.country,
                title: fo.title,
                description: sql<string>`left(coalesce(${fo.tagline}, ${fo.description}), ${DESCRIPTION_CHARS})`,
                averageRating: fo.ratingAverage,
              })
              .from(fo)
              .where(and(listed, inArray(fo.id, franchiseIds)))
          : [],
        offeringIds.length
          ? db
              .select({
                id: offerings.id,
                kind: offerings.kind,
                title: offerings.name,
                description: offerings.shortDescription,
                averageRating: offerings.rating,
              })
              .from(offerings)
              .where(and(eq(offerings.isActive, true), inArray(offerings.id, offeringIds)))
          : [],
      ]);
      return { franchises, offerings: others };
    },

    /** The profile answers the segment rules read. */
    async profileOf(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Interactions since `since`, per type, and the industries of the franchises they were about. */
    async activityOf(userId: string, since: Date) {
      const [counts, industries] = await Promise.all([
        db
          .select({ type: ui.interactionType, n: sql<number>`count(*)::int` })
          .from(ui)
          .where(and(eq(ui.userId, userId), gt(ui.createdAt, since)))
          .groupBy(ui.interactionType),
        db
          .select({ category: fo.category, n: sql<number>`count(*)::int` })
          .from(ui)
          .innerJoin(fo, sql`${fo.id}::text = ${ui.entityId}`)
          .where(and(eq(ui.userId, userId), eq(ui.entityType, 'franchise'), gt(ui.createdAt, since)))
          .groupBy(fo.category)
          .orderBy(sql`count(*) desc`, fo.category),
      ]);
      return {
        counts: Object.fromEntries(counts.map((c) => [c.type, Number(c.n)])) as Partial<
          Record<InteractionType, number>
        >,
        industries: industries.map((i) => i.category),
      };
    },

    async segmentOf(userId: string) {
      const [row] = await db.select().from(userSegments).where(eq(userSegments.userId, userId)).limit(1);
      return row ?? null;
    },

    async saveSegment(values: typeof userSegments.$inferInsert) {
      const { userId: _id, ...rest } = values;
      const [row] = await db
        .insert(userSegments)
        .values(values)
        .onConflictDoUpdate({ target: userSegments.userId, set: rest })
        .returning();
      return row!;
    },

    /**
     * Seekers seen since `since` (signed in or did something), whose segment the job keeps
     * fresh; others get theirs computed when they ask for it.
     */
    async recentSeekers(since: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(
          and(
            eq(profiles.role, 'user'),
            or(
              sql`exists (select 1 from ${session} where ${session.userId} = ${profiles.userId} and ${session.updatedAt} > ${since.toISOString()}::timestamptz)`,
              sql`exists (select 1 from ${ui} where ${ui.userId} = ${profiles.userId} and ${ui.createdAt} > ${since.toISOString()}::timestamptz)`,
            ),
          ),
        )
        .orderBy(profiles.userId)
        .limit(limit);
      return rows.map((r) => r.userId);
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
