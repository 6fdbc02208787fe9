/** Insights: trending items, user segments and personalised recommendations (docs/insights.md). */
export { segmentJob, trendingJob } from './jobs.ts';
export { insightsRoutes } from './routes.ts';
export { createInsightsService, type InsightsService } from './service.ts';
