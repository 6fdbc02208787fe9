import type { InteractionType } from '../../../shared/enums.ts';

/**
 * The trend score (docs/insights.md): each interaction of the last TREND_WINDOW_DAYS adds its
 * type's weight, halved for every TREND_HALF_LIFE_HOURS of age:
 *
 *   trend_score = Σ weight(type) · 0.5 ^ (age_hours / 24)      over interactions younger than 7 days
 *
 * so a bookmark made now counts 4, one made yesterday 2, one made 8 days ago nothing. The SQL of
 * the trending job (repository.ts) is built from these same constants; this function is the
 * reference the tests compare it with.
 */
export const TREND_WEIGHTS: Record<InteractionType, number> = {
  view: 1,
  click: 2,
  download: 3,
  bookmark: 4,
  inquiry: 6,
  call: 6,
};
export const TREND_HALF_LIFE_HOURS = 24;
export const TREND_WINDOW_DAYS = 7;
/** How many of the best-scored items the job keeps (the API shows at most 10). */
export const TRENDING_KEEP = 100;

export interface ScoredInteraction {
  type: InteractionType;
  createdAt: Date;
}

export function trendScore(interactions: ScoredInteraction[], now: Date): number {
  let score = 0;
  for (const i of interactions) {
    const ageHours = (now.getTime() - i.createdAt.getTime()) / 3_600_000;
    if (ageHours < 0 || ageHours >= TREND_WINDOW_DAYS * 24) continue;
    score += TREND_WEIGHTS[i.type] * 0.5 ** (ageHours / TREND_HALF_LIFE_HOURS);
  }
  return score;
}
