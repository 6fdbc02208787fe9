/** Engagement: bookmarks, the compare list, interactions and matches. */
export { createInteractionRecorder, type InteractionRecorder } from './interactions.ts';
export { engagementRoutes } from './routes.ts';
export { createEngagementService, type EngagementService } from './service.ts';
