import { JOB_RUNS_LIMIT, type JobRunState } from '../../shared/jobs.ts';
import type { JobRunT, JobsOverviewT } from '../../shared/schemas/jobs.ts';
import type { SessionUser } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, Problem } from '../lib/problem.ts';
import type { AuditActor, AuditLog } from '../modules/audit/index.ts';
import { createJobRunsRepository, type JobRunRow } from './repository.ts';
import { type JobRunner, nextRunAt } from './runner.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function errorMessage(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return null;
}

export function presentRun(row: JobRunRow): JobRunT {
  const finished = row.state === 'completed' || row.state === 'failed' || row.state === 'cancelled';
  const failedTry = row.state === 'failed' || row.state === 'retry';
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.state === 'created' ? 0 : row.retryCount + 1,
    maxAttempts: row.retryLimit + 1,
    createdAt: row.createdOn.toISOString(),
    startedAt: iso(row.startedOn),
    finishedAt: finished ? iso(row.completedOn) : null,
    durationMs:
      finished && row.startedOn && row.completedOn
        ? row.completedOn.getTime() - row.startedOn.getTime()
        : null,
    result:
      row.state === 'completed' && row.output && typeof row.output === 'object'
        ? (row.output as Record<string, unknown>)
        : null,
    error: failedTry ? errorMessage(row.output) : null,
  };
}

/** The admin view of the job queues: what is scheduled, what ran, what failed; run one now. */
export function createJobsAdminService(deps: { db: Db; jobs: JobRunner; audit: AuditLog }) {
  const { jobs, audit } = deps;
  const runs = createJobRunsRepository(deps.db);
  return {
    /** Admins (either level): every registered job with its counts, and the latest runs. */
    /** Admins (either level; the route's guard). */
    async overview(filter: { job?: string; state?: JobRunState }): Promise<JobsOverviewT> {
      const defs = jobs.definitions();
      const names = defs.map((d) => d.name);
      if (filter.job && !names.includes(filter.job)) throw notFound(`No job named ${filter.job}.`);
      // Before this server has started its job runner the queue's tables may not exist yet:
      // the page says "not running" with no runs instead of failing.
      const [counts, recent] = jobs.running
        ? await Promise.all([
            runs.counts(names, new Date(Date.now() - DAY_MS)),
            runs.recent({
              names: filter.job ? [filter.job] : names,
              state: filter.state,
              limit: JOB_RUNS_LIMIT,
            }),
          ])
        : [[], []];
      const byName = new Map(counts.map((c) => [c.name, c]));
      return {
        running: jobs.running,
        jobs: defs.map((d) => {
          const c = byName.get(d.name);
          return {
            name: d.name,
            description: d.description,
            schedule: d.schedule ?? null,
            nextRunAt: d.schedule ? nextRunAt(d.schedule).toISOString() : null,
            waiting: c?.waiting ?? 0,
            active: c?.active ?? 0,
            failedLastDay: c?.failedLastDay ?? 0,
            lastCompletedAt: iso(c?.lastCompletedOn ?? null),
          };
        }),
        runs: recent.map(presentRun),
      };
    },

    /** Super admins (the route's guard): queues a run of `name` now. */
    async runNow(
      admin: SessionUser,
      name: string,
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ): Promise<{ id: string }> {
      if (!jobs.definitions().some((d) => d.name === name)) throw notFound(`No job named ${name}.`);
      if (!jobs.running) {
        throw new Problem(503, 'jobs_not_running', 'Jobs are not running on this server. Try again shortly.');
      }
      const id = await jobs.send(name);
      await audit.record(
        { id: admin.id, email: admin.email, ...from },
        { action: 'jobs.run', entityType: 'job', entityId: name, after: { jobId: id } },
      );
      return { id };
    },
  };
}

export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
