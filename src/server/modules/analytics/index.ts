/** Page views and the other analytics the web app reports. */
export { analyticsRoutes } from './routes.ts';
export { type AnalyticsService, createAnalyticsService } from './service.ts';
