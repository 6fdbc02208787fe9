/** The job runner's public API (docs/platform.md): modules define jobs; the app registers and runs them. */

export { jobsAdminRoutes } from './routes.ts';
export {
  createJobRunner,
  defineJob,
  type JobContext,
  type JobDefinition,
  type JobOutcome,
  type JobRunner,
  nextRunAt,
} from './runner.ts';
export { createJobsAdminService, type JobsAdminService } from './service.ts';
