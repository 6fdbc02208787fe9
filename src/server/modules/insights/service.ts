import { isMarketCode, MARKETS } from '../../../shared/markets.ts';
import { OFFERING_KIND_PAGES } from '../../../shared/offering-kinds.ts';
import type {
  SegmentRecommendation,
  TrendingEntityType,
  TrendingRecommendation,
  UserSegment,
} from '../../../shared/schemas/insights.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import type { userSegments } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EngagementService } from '../engagement/index.ts';
import { createInsightsRepository } from './repository.ts';
import { ENGAGEMENT_WINDOW_DAYS, segmentFacts } from './segment-rules.ts';

/** How many seekers one run of the segment job refreshes at most. */
export const SEGMENT_BATCH = 5000;

type SegmentRow = typeof userSegments.$inferSelect;

function present(row: SegmentRow): UserSegment {
  return {
    segmentType: row.segmentType,
    engagementScore: row.engagementScore,
    investmentRange: row.investmentRange,
    industryPreferences: row.industryPreferences,
    locationPreferences: row.locationPreferences,
    personalizedRecommendations: row.personalizedRecommendations,
    computedAt: row.computedAt.toISOString(),
  };
}

/**
 * Trending items, trending recommendations and user segments (spec §3, §7): the jobs compute
 * them, the home page reads them. Reads degrade to empty on failure (spec §8): they are logged.
 */
export function createInsightsService(deps: { db: Db; logger: Logger; engagement: EngagementService }) {
  const repo = createInsightsRepository(deps.db);
  const log = deps.logger.child({ module: 'insights' });

  async function computeSegment(userId: string, now = new Date()): Promise<SegmentRow | null> {
    const profile = await repo.profileOf(userId);
    if (!profile) return null;
    const since = new Date(now.getTime() - ENGAGEMENT_WINDOW_DAYS * 86_400_000);
    const activity = await repo.activityOf(userId, since);
    const facts = segmentFacts(
      {
        investmentBudget: profile.investmentBudget ?? null,
        investmentTimeline: profile.investmentTimeline ?? null,
        preferredIndustries: profile.preferredIndustries ?? [],
        businessExperience: profile.businessExperience ?? null,
        location: profile.location ?? null,
        preferredLocations: profile.preferredLocations ?? null,
      },
      activity,
    );
    const { items } = await deps.engagement.matchesFor(userId);
    const personalizedRecommendations: SegmentRecommendation[] = items.map(({ row, match }) => ({
      id: row.id,
      title: row.title,
      description: row.tagline ?? row.companyName,
      matchScore: match.score,
      investmentMin: row.investmentMin,
      investmentMax: row.investmentMax,
      currency: row.currency,
      path: franchisePath(row.country, row.id),
    }));
    return repo.saveSegment({ userId, ...facts, personalizedRecommendations, computedAt: now });
  }

  return {
    /** The trending job: recomputes trending_items; returns how many items it kept. */
    refreshTrending: (now = new Date()) => repo.refreshTrending(now),

    /** The segment job: refreshes the segments of seekers seen in the engagement window. */
    async refreshSegments(now = new Date()) {
      const since = new Date(now.getTime() - ENGAGEMENT_WINDOW_DAYS * 86_400_000);
      const users = await repo.recentSeekers(since, SEGMENT_BATCH);
      let failed = 0;
      for (const userId of users) {
        try {
          await computeSegment(userId, now);
        } catch (err) {
          // One seeker's bad data must not stop everyone else's insights; the run reports it.
          failed++;
          log.warn({ err, userId }, 'segment not computed');
        }
      }
      if (failed > 0 && failed === users.length) throw new Error(`No segment computed (${failed} failed).`);
      return { segments: users.length - failed, failed };
    },

    /** Spec §7 trending_items: ordered by score, at most `limit`. */
    async trending(limit: number) {
      const rows = await repo.trending(limit);
      return rows.map((r) => ({
        entityType: r.entityType as TrendingEntityType,
        entityId: r.entityId,
        trendScore: r.trendScore,
        interactionCount: r.interactionCount,
        computedAt: r.computedAt.toISOString(),
      }));
    },

    /**
     * Spec §7 trending-recommendations: the best trending items with what a card shows of them.
     * Items no longer listed since the last run are left out. Failure gives empty (logged).
     */
    async trendingRecommendations(limit: number): Promise<TrendingRecommendation[]> {
      try {
        // A few more than asked, in case some were withdrawn since the job ran.
        const items = await this.trending(Math.min(limit * 2, 20));
        const data = await repo.entityData(items);
        const franchises = new Map(data.franchises.map((f) => [f.id, f]));
        const others = new Map(data.offerings.map((o) => [o.id, o]));
        const out: TrendingRecommendation[] = [];
        for (const item of items) {
          if (item.entityType === 'franchise') {
            const f = franchises.get(item.entityId);
            if (!f) continue;
            const { title, description, averageRating } = f;
            out.push({
              ...item,
              entityData: { title, description, averageRating },
              path: franchisePath(f.country, f.id),
            });
          } else {
            const o = others.get(item.entityId);
            if (!o || o.kind !== item.entityType) continue;
            const { title, description, averageRating } = o;
            out.push({
              ...item,
              entityData: { title, description, averageRating },
              path: `${OFFERING_KIND_PAGES[o.kind].detailPrefixes[0]}/${o.id}`,
            });
          }
          if (out.length === limit) break;
        }
        return out;
      } catch (err) {
        log.warn({ err }, 'trending recommendations not available');
        return [];
      }
    },

    /**
     * Spec §7 get-user-segment, for the caller only. Computed now when the job has not reached
     * this seeker yet or the profile changed since (new goals show at once). Null on failure
     * (spec §8: the card then shows nothing) or for an account without a profile.
     */
    async segment(user: SessionUser): Promise<UserSegment | null> {
      try {
        const [stored, profile] = await Promise.all([repo.segmentOf(user.id), repo.profileOf(user.id)]);
        if (!profile) return null;
        const fresh =
          stored && stored.computedAt >= profile.updatedAt ? stored : await computeSegment(user.id);
        return fresh ? present(fresh) : null;
      } catch (err) {
        log.warn({ err }, 'segment not available');
        return null;
      }
    },
  };
}

function franchisePath(country: string, id: string) {
  return `${(isMarketCode(country) ? MARKETS[country] : MARKETS.US).detailPrefix}/${id}`;
}

export type InsightsService = ReturnType<typeof createInsightsService>;
