/** Kredit: applications, pre-qualification, the review queue and the yearly limit. */

export { kreditOverdueJob } from './overdue-job.ts';
export { kreditRoutes } from './routes.ts';
export { createKreditService, type KreditService } from './service.ts';
export { type KreditTerms, kreditTerms } from './terms.ts';
