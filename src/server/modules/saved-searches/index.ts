/** Saved searches: a seeker's list filters kept, matched against new listings, e-mailed as a digest. */
export { savedSearchDigestJob, savedSearchMatchJob } from './jobs.ts';
export { savedSearchRoutes } from './routes.ts';
export { createSavedSearchService, type SavedSearchService } from './service.ts';
