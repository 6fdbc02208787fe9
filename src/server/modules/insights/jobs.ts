import { defineJob } from '../../jobs/index.ts';
import type { InsightsService } from './service.ts';

/** Spec §9: trending is refreshed every 5 minutes, segments every 10 (UTC cron). */
export const TRENDING_SCHEDULE = '*/5 * * * *';
export const SEGMENT_SCHEDULE = '*/10 * * * *';

export function trendingJob(insights: InsightsService) {
  return defineJob({
    name: 'trending-refresh',
    description:
      'Recomputes trending franchises, software, AI tools and services from the last 7 days of interactions.',
    schedule: TRENDING_SCHEDULE,
    retryLimit: 3,
    retryDelaySeconds: 30,
    timeoutSeconds: 240,
    async run() {
      return { items: await insights.refreshTrending() };
    },
  });
}

export function segmentJob(insights: InsightsService) {
  return defineJob({
    name: 'segment-refresh',
    description:
      'Recomputes the segment, engagement score and recommendations of seekers seen in the last 30 days.',
    schedule: SEGMENT_SCHEDULE,
    retryLimit: 3,
    retryDelaySeconds: 30,
    timeoutSeconds: 540,
    async run() {
      return await insights.refreshSegments();
    },
  });
}
