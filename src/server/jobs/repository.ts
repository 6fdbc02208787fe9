import { sql } from 'drizzle-orm';
import type { JobRunState } from '../../shared/jobs.ts';
import type { Db } from '../db/client.ts';
import { JOB_QUEUE_SCHEMA } from './runner.ts';

/** One run as pg-boss keeps it (a retried run is one row with its retry count). */
export interface JobRunRow {
  id: string;
  name: string;
  state: JobRunState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  output: unknown;
}

export interface JobCountsRow {
  name: string;
  waiting: number;
  active: number;
  failedLastDay: number;
  lastCompletedOn: Date | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const date = (v: unknown) => (v == null ? null : new Date(v as string));

/**
 * Reads pg-boss's tables for the admin page: live runs in `job`, finished ones moved to
 * `archive` after a day (both are pg-boss's documented tables; the queue's own API has no list).
 */
export function createJobRunsRepository(db: Db) {
  const job = sql.raw(`${JOB_QUEUE_SCHEMA}.job`);
  const archive = sql.raw(`${JOB_QUEUE_SCHEMA}.archive`);
  const columns = sql.raw(
    'id::text as id, name, state::text as state, retry_count, retry_limit, created_on, started_on, completed_on, output',
  );

  return {
    async recent(filter: { names: string[]; state?: JobRunState; limit: number }): Promise<JobRunRow[]> {
      if (filter.names.length === 0) return [];
      const names = sql.join(
        filter.names.map((n) => sql`${n}`),
        sql`, `,
      );
      const state = filter.state
        ? sql`and state = ${filter.state}::${sql.raw(JOB_QUEUE_SCHEMA)}.job_state`
        : sql``;
      const result = await db.execute(sql`
        select * from (
          select ${columns} from ${job} where name in (${names}) ${state}
          union all
          select ${columns} from ${archive} where name in (${names}) ${state}
        ) runs
        order by created_on desc
        limit ${filter.limit}`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        id: String(r.id),
        name: String(r.name),
        state: r.state as JobRunState,
        retryCount: Number(r.retry_count),
        retryLimit: Number(r.retry_limit),
        createdOn: new Date(r.created_on as string),
        startedOn: date(r.started_on),
        completedOn: date(r.completed_on),
        output: r.output,
      }));
    },

    async counts(names: string[], since: Date): Promise<JobCountsRow[]> {
      if (names.length === 0) return [];
      const list = sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        with runs as (
          select name, state::text as state, completed_on from ${job} where name in (${list})
          union all
          select name, state::text as state, completed_on from ${archive} where name in (${list})
        )
        select name,
          count(*) filter (where state in ('created', 'retry'))::int as waiting,
          count(*) filter (where state = 'active')::int as active,
          count(*) filter (where state = 'failed' and completed_on >= ${since.toISOString()}::timestamptz)::int as failed_last_day,
          max(completed_on) filter (where state = 'completed') as last_completed_on
        from runs group by name`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        name: String(r.name),
        waiting: Number(r.waiting),
        active: Number(r.active),
        failedLastDay: Number(r.failed_last_day),
        lastCompletedOn: date(r.last_completed_on),
      }));
    },
  };
}
