/** Kredit: applications, pre-qualification, the review queue and the yearly limit. */
export { kreditRoutes } from './routes.ts';
export { createKreditService, type KreditService } from './service.ts';
