import { COMPARE_LIMIT, MATCH_LIMIT } from '../../../shared/limits.ts';
import { isMarketCode } from '../../../shared/markets.ts';
import { hasMatchGoals, matchGoalsOf, matchScore } from '../../../shared/match-score.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/problem.ts';
import type { InteractionRecorder } from './interactions.ts';
import { createEngagementRepository } from './repository.ts';

/** How many of the best-rated listings in the seeker's market and industries are scored. */
const MATCH_CANDIDATES = 300;

export function createEngagementService(db: Db, interactions: InteractionRecorder) {
  const repo = createEngagementRepository(db);

  const listedIds = (ids: string[]) => repo.listedIds(ids.filter(isUuid));

  return {
    listBookmarks: (user: SessionUser, limit: number) => repo.listBookmarks(user.id, limit),

    async addBookmark(user: SessionUser, opportunityId: string) {
      if (!(await listedIds([opportunityId])).has(opportunityId)) {
        throw notFound('This franchise does not exist or is no longer listed.');
      }
      const result = await repo.addBookmark(user.id, opportunityId);
      if (result.created) await interactions.record(user, 'bookmark', 'franchise', opportunityId);
      return result;
    },

    /** Only the owner may remove a bookmark; anyone else gets the same 404 as for a missing one. */
    async removeBookmark(user: SessionUser, id: string) {
      const bookmark = await repo.findBookmark(id);
      if (!bookmark || bookmark.userId !== user.id) throw notFound('This bookmark does not exist.');
      await repo.deleteBookmark(id);
    },

    getCompare: (user: SessionUser) => repo.getCompare(user.id),

    /** Keeps the order given, drops listings that are gone; at most three, no duplicates. */
    async setCompare(user: SessionUser, ids: string[]) {
      const unique = [...new Set(ids)].slice(0, COMPARE_LIMIT);
      const known = await listedIds(unique);
      const kept = unique.filter((id) => known.has(id));
      const before = new Set((await repo.getCompare(user.id)) as string[]);
      await repo.setCompare(user.id, kept);
      // Each listing newly added counts as a compare for its franchisor's statistics.
      for (const id of kept.filter((k) => !before.has(k))) {
        await interactions.record(user, 'click', 'franchise', id, { action: 'compare' });
      }
      return kept;
    },

    /** Views and clicks of a franchise per UTC day since `since` (YYYY-MM-DD), by every visitor. */
    viewsAndClicksSince: (opportunityId: string, since: string) =>
      repo.countsSince('franchise', opportunityId, since),

    /** "Matches for you": listings scored against the seeker's investment goals, best first. */
    matches(user: SessionUser) {
      return this.matchesFor(user.id);
    },

    /** The same for any seeker (the segment job builds personalised recommendations with it). */
    async matchesFor(userId: string) {
      const profile = await repo.matchGoalsOf(userId);
      const goals = profile ? matchGoalsOf(profile) : null;
      if (!hasMatchGoals(goals)) return { hasGoals: false, items: [] };
      const country = goals.location && isMarketCode(goals.location) ? goals.location : 'US';
      const rows = await repo.matchCandidates(country, goals.preferredIndustries, MATCH_CANDIDATES);
      const scored = rows
        .map((r) => ({ row: r, match: matchScore(goals, r) }))
        .sort(
          (a, b) => b.match.score - a.match.score || (b.row.ratingAverage ?? 0) - (a.row.ratingAverage ?? 0),
        )
        .slice(0, MATCH_LIMIT);
      return { hasGoals: true, items: scored };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
