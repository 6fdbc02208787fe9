import { createRoute } from '@hono/zod-openapi';
import {
  TrendingList,
  TrendingQuery,
  TrendingRecommendationList,
  TrendingRecommendationsQuery,
  UserSegmentAnswer,
} from '../../../shared/schemas/insights.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';

const tags = ['Insights'];

const trendingRoute = createRoute({
  method: 'get',
  path: '/trending',
  tags,
  summary: 'Trending items',
  description:
    'Public. Spec §7 trending_items: franchises, software, AI tools and business services by trend score (docs/insights.md), highest first, at most 10. Recomputed every 5 minutes.',
  request: { query: TrendingQuery },
  responses: {
    200: { description: 'Trending items', content: { 'application/json': { schema: TrendingList } } },
    400: problemResponse('limit outside 1–10'),
  },
});

const recommendationsRoute = createRoute({
  method: 'get',
  path: '/trending/recommendations',
  tags,
  summary: 'Trending recommendations',
  description:
    'Public. Spec §7 trending-recommendations: the best trending items still listed, with title, description and average rating, at most 6. Empty when unavailable.',
  request: { query: TrendingRecommendationsQuery },
  responses: {
    200: {
      description: 'Trending recommendations',
      content: { 'application/json': { schema: TrendingRecommendationList } },
    },
    400: problemResponse('limit outside 1–6'),
  },
});

const segmentRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/me/segment',
  tags,
  summary: 'My user segment',
  description:
    'Signed-in users, their own only. Spec §7 get-user-segment: segment, engagement score (0–100), investment range, industry and location preferences and personalised recommendations. `segment` is null when unavailable.',
  responses: {
    200: {
      description: 'The caller’s segment',
      content: {
        'application/json': { schema: UserSegmentAnswer },
      },
    },
    401: problemResponse('Not signed in'),
  },
});

export function insightsRoutes({ services }: AppDeps) {
  const { insights } = services;
  return createRouter()
    .openapi(trendingRoute, async (c) =>
      c.json({ items: await insights.trending(c.req.valid('query').limit) }, 200),
    )
    .openapi(recommendationsRoute, async (c) =>
      c.json({ items: await insights.trendingRecommendations(c.req.valid('query').limit) }, 200),
    )
    .openapi(segmentRoute, async (c) => c.json({ segment: await insights.segment(c.var.user) }, 200));
}
