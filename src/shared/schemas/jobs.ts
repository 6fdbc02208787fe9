import { z } from '@hono/zod-openapi';
import { JOB_RUN_STATES } from '../jobs.ts';

export const JobName = z
  .string()
  .max(60)
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must be a job name')
  .openapi({ example: 'housekeeping' });

export const JobSummary = z
  .object({
    name: z.string(),
    description: z.string(),
    schedule: z.string().nullable().openapi({ description: 'Cron expression (UTC), or null' }),
    nextRunAt: z.string().nullable(),
    waiting: z.number().int(),
    active: z.number().int(),
    failedLastDay: z.number().int(),
    lastCompletedAt: z.string().nullable(),
  })
  .openapi('JobSummary');

export const JobRun = z
  .object({
    id: z.string(),
    name: z.string(),
    state: z.enum(JOB_RUN_STATES),
    attempts: z.number().int().openapi({ description: 'Tries made so far' }),
    maxAttempts: z.number().int(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    /** What a completed run reported, e.g. `{ "deleted": 3 }`. */
    result: z.record(z.string(), z.unknown()).nullable(),
    /** The last failed try's message. */
    error: z.string().nullable(),
  })
  .openapi('JobRun');

export const JobsOverview = z
  .object({
    running: z.boolean().openapi({ description: 'Whether this instance works the queues' }),
    jobs: z.array(JobSummary),
    runs: z.array(JobRun),
  })
  .openapi('JobsOverview');

export const JobRunsQuery = z.object({
  job: JobName.optional(),
  state: z.enum(JOB_RUN_STATES).optional(),
});

export const JobRunQueued = z.object({ id: z.string() }).openapi('JobRunQueued');

export type JobSummaryT = z.infer<typeof JobSummary>;
export type JobRunT = z.infer<typeof JobRun>;
export type JobsOverviewT = z.infer<typeof JobsOverview>;
