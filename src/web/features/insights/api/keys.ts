import { viewerKeys } from '../../../lib/viewer.ts';

/** Trending is the same for everyone; the segment is the signed-in user's (forgotten at sign-out). */
export const insightsKeys = {
  trendingRecommendations: (limit: number) => ['trending', 'recommendations', limit] as const,
  segment: () => [...viewerKeys.all, 'segment'] as const,
};
