/** The states of a background job run, as the job queue (pg-boss) names them. */
export const JOB_RUN_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/** How many recent runs the admin page lists at most. */
export const JOB_RUNS_LIMIT = 100;
