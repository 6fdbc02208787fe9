import parser from 'cron-parser';
import PgBoss from 'pg-boss';
import type { JobRunState } from '../../shared/jobs.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { queueDb } from './queue-adapter.ts';

/** What a job's `run` receives besides its data. */
export interface JobContext {
  /** The queue's id for this run (the admin page shows it). */
  id: string;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** The app's logger with `job` and `jobId` set. */
  log: Logger;
}

/** A unit of background work a module owns. Register it with `jobs.register(…)` before start. */
export interface JobDefinition<Data extends object = object> {
  /** Queue name: lowercase words joined by dashes, e.g. `trending-refresh`. */
  name: string;
  /** One sentence for admins: what a run does. */
  description: string;
  /**
   * A recurring run (cron, five fields, UTC), e.g. `*\/5 * * * *`. At most one run is started per
   * tick across all instances. Omit for jobs only sent on demand.
   */
  schedule?: string;
  /**
   * Retries after a failed try (default 3). The first waits `retryDelaySeconds` (default 30) to
   * twice that (random jitter), and each further one twice as long as the one before.
   */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A try running longer than this fails and is retried (default 900). */
  timeoutSeconds?: number;
  /**
   * Does the work. Throw to fail the try (it is retried with back-off). The returned object,
   * e.g. `{ deleted: 12 }`, is kept with the run and shown to admins. Must be safe to run twice.
   */
  run(data: Data, ctx: JobContext): Promise<Record<string, unknown> | undefined>;
}

/** Checks a definition's name and schedule at the place it is written. */
export function defineJob<Data extends object = object>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(definition.name)) {
    throw new Error(`Job name "${definition.name}" must be lowercase words joined by dashes.`);
  }
  if (definition.schedule) parser.parseExpression(definition.schedule, { tz: 'UTC' });
  return definition;
}

/** When a schedule next fires, for the admin page. */
export function nextRunAt(schedule: string, from = new Date()): Date {
  return parser.parseExpression(schedule, { tz: 'UTC', currentDate: from }).next().toDate();
}

/** The outcome `runNow` waits for. */
export interface JobOutcome {
  id: string;
  state: JobRunState;
  output: Record<string, unknown> | null;
}

const SCHEMA = 'pgboss';
/** How often an idle worker looks for work; `send` and `runNow` wake this instance's worker at once. */
const POLL_SECONDS = 2;

/**
 * Background jobs on pg-boss (docs/platform.md, decision 0008): durable queues and cron
 * schedules in the app's own database, so they survive restarts and a run happens once however
 * many instances there are. Each instance works every registered queue.
 */
export function createJobRunner(options: { database: Database; logger: Logger }) {
  const { database } = options;
  const logger = options.logger.child({ component: 'jobs' });
  const definitions = new Map<string, JobDefinition>();
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  function definition(name: string): JobDefinition {
    const found = definitions.get(name);
    if (!found) throw new Error(`No job named "${name}" is registered.`);
    return found;
  }

  function started(): PgBoss {
    if (!boss) throw new Error('The job runner is not started.');
    return boss;
  }

  async function work(def: JobDefinition, instance: PgBoss) {
    const id = await instance.work(
      def.name,
      { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const log = logger.child({ job: def.name, jobId: job.id });
        const startedAt = performance.now();
        try {
          const output = await def.run(job.data as object, { id: job.id, attempt: job.retryCount + 1, log });
          log.info({ ms: Math.round(performance.now() - startedAt), output }, 'job completed');
          return output ?? null;
        } catch (err) {
          log.error(
            { err, attempt: job.retryCount + 1, ms: Math.round(performance.now() - startedAt) },
            'job failed',
          );
          throw err;
        } finally {
          // pg-boss waits a polling interval after every fetch; a worker that found work looks again at once.
          const worker = workers.get(def.name);
          if (worker) instance.notifyWorker(worker);
        }
      },
    );
    workers.set(def.name, id);
  }

  async function start() {
    const instance = new PgBoss({
      db: queueDb(database.driver),
      schema: SCHEMA,
      migrate: true,
      supervise: true,
      schedule: true,
      // Finished runs stay visible to admins for a week.
      archiveCompletedAfterSeconds: 24 * 60 * 60,
      deleteAfterDays: 7,
    });
    instance.on('error', (err) => logger.warn({ err }, 'job queue error'));
    await instance.start();
    for (const def of definitions.values()) {
      await instance.createQueue(def.name, {
        name: def.name,
        policy: 'standard',
        retryLimit: def.retryLimit ?? 3,
        retryDelay: def.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: def.timeoutSeconds ?? 900,
      });
      // createQueue keeps an existing queue as it was: settings changed in code apply on the next start.
      await instance.updateQueue(def.name, {
        name: def.name,
        retryLimit: def.retryLimit ?? 3,
        retryDelay: def.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: def.timeoutSeconds ?? 900,
      });
      if (def.schedule) await instance.schedule(def.name, def.schedule, {}, { tz: 'UTC' });
    }
    // A schedule whose job was removed from the code stops with it.
    for (const s of await instance.getSchedules()) {
      if (!definitions.get(s.name)?.schedule) await instance.unschedule(s.name);
    }
    for (const def of definitions.values()) await work(def, instance);
    boss = instance;
  }

  return {
    /** Adds a job; before `start` only (a module registers its jobs where the app is assembled). */
    register(def: JobDefinition<never> | JobDefinition) {
      if (boss || starting) throw new Error(`Register job "${def.name}" before the runner starts.`);
      if (definitions.has(def.name)) throw new Error(`Job "${def.name}" is registered twice.`);
      definitions.set(def.name, def as JobDefinition);
    },

    definitions(): JobDefinition[] {
      return [...definitions.values()];
    },

    get running() {
      return boss !== null;
    },

    /** Creates the queue tables on first use, applies the schedules and starts working. */
    start(): Promise<void> {
      starting ??= start();
      return starting;
    },

    /** Stops fetching work and waits (up to `timeoutMs`) for runs in progress to finish. */
    async stop(timeoutMs = 10_000) {
      const instance = boss;
      if (!instance) return;
      boss = null;
      starting = null;
      workers.clear();
      await instance.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },

    /** Queues a run now (or after `startAfterSeconds`); returns its id. */
    async send(name: string, data: object = {}, opts: { startAfterSeconds?: number } = {}): Promise<string> {
      definition(name);
      const instance = started();
      const id = await instance.send(
        name,
        data,
        opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {},
      );
      if (!id) throw new Error(`Job "${name}" was not queued.`);
      const worker = workers.get(name);
      if (worker && !opts.startAfterSeconds) instance.notifyWorker(worker);
      return id;
    },

    /**
     * Queues a run and waits for its first try to end: `completed`, or `retry` / `failed` when
     * it threw. For tests and scripts that need a job's effect now rather than at its schedule.
     */
    async runNow(name: string, data: object = {}, timeoutMs = 30_000): Promise<JobOutcome> {
      const id = await this.send(name, data);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await started().getJobById(name, id, { includeArchive: true });
        if (job && job.state !== 'created' && job.state !== 'active') {
          return { id, state: job.state, output: (job.output as Record<string, unknown> | null) ?? null };
        }
        if (Date.now() > deadline)
          throw new Error(`Job "${name}" (${id}) did not finish within ${timeoutMs} ms.`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },

    /** Runs waiting (queued or awaiting a retry) per job, for metrics. */
    async queueDepth(): Promise<Record<string, number>> {
      const instance = started();
      const depth: Record<string, number> = {};
      for (const name of definitions.keys())
        depth[name] = await instance.getQueueSize(name, { before: 'active' });
      return depth;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
export const JOB_QUEUE_SCHEMA = SCHEMA;
