import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../../tests/helpers/test-db.ts';
import type { AppDeps } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import { createAppDeps } from '../create-deps.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createLogger } from '../lib/logger.ts';
import { defineJob } from './index.ts';

/**
 * Two app instances (each its own createAppDeps, job runner and connection pool) on one
 * PostgreSQL database: a scheduled job runs once per tick, not once per instance. PGlite is a
 * database inside one process, so two instances cannot share one: there is nothing to prove.
 */
describe.skipIf(testEngine() === 'pglite')(
  'scheduled jobs across two app instances on one PostgreSQL (skipped on PGlite: one process, one instance)',
  () => {
    let shared: TestDatabase;
    let second: Database;
    const instances: AppDeps[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-jobs-'));
    /** Each run of the per-minute test job: which instance ran it, and when. */
    const runs: { instance: number; at: number }[] = [];

    beforeAll(async () => {
      shared = await createTestDatabase();
      const driver = shared.database.driver;
      if (driver.engine !== 'postgres') throw new Error('unreachable');
      second = await openDatabase({ engine: 'postgres', url: driver.url, poolSize: 4 });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      for (const [n, database] of [shared.database, second].entries()) {
        const deps = await createAppDeps(config, database, createLogger('silent'));
        deps.jobs.register(
          defineJob({
            name: 'every-minute-test',
            description: 'Notes which instance ran it.',
            schedule: '* * * * *',
            async run() {
              runs.push({ instance: n, at: Date.now() });
              return undefined;
            },
          }),
        );
        instances.push(deps);
      }
      // Both start at the same moment, as two processes of a deployment do.
      await Promise.all(instances.map((deps) => deps.jobs.start()));
    }, 60_000);

    afterAll(async () => {
      for (const deps of instances) {
        await deps.jobs.stop();
        deps.mailer.close();
        await deps.catalogChanges.close();
      }
      await second?.close();
      await shared?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps one schedule per job in the database, whatever the number of instances', async () => {
      const result = await shared.database.db.execute(
        sql`select name, cron from pgboss.schedule order by name`,
      );
      const rows = (result as unknown as { rows: { name: string; cron: string }[] }).rows;
      expect(rows.filter((r) => r.name === 'trending-refresh')).toEqual([
        { name: 'trending-refresh', cron: '*/5 * * * *' },
      ]);
      expect(rows.filter((r) => r.name === 'segment-refresh')).toEqual([
        { name: 'segment-refresh', cron: '*/10 * * * *' },
      ]);
    });

    it('runs a scheduled job once per tick across both instances', async () => {
      // The first tick is taken when the runners start (the schedule's minute has begun); both try.
      const deadline = Date.now() + 130_000;
      while (runs.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(runs.length).toBeGreaterThan(0);
      // Long enough for a second instance's run of the same tick to show up.
      await new Promise((r) => setTimeout(r, 12_000));
      const gaps = runs.slice(1).map((run, i) => run.at - runs[i]!.at);
      // Ticks are a minute apart: two runs closer than 30 s would be one tick run twice.
      for (const gap of gaps) expect(gap).toBeGreaterThan(30_000);
    }, 160_000);

    it('runs the trending job once when both instances are asked at once', async () => {
      const [a, b] = instances;
      const [ida, idb] = await Promise.all([
        a!.jobs.send('trending-refresh'),
        b!.jobs.send('trending-refresh'),
      ]);
      const outcome = await a!.jobs.runNow('trending-refresh');
      expect(outcome.state).toBe('completed');
      expect(new Set([ida, idb, outcome.id]).size).toBe(3);
      const result = await shared.database.db.execute(
        sql`select id, retry_count from pgboss.job where name = 'trending-refresh' and state = 'completed'
            union all select id, retry_count from pgboss.archive where name = 'trending-refresh'`,
      );
      const rows = (result as unknown as { rows: { id: string; retry_count: number }[] }).rows;
      // Each queued run ran once (no retries, none twice), whichever instance fetched it.
      expect(rows.filter((r) => [ida, idb, outcome.id].includes(r.id))).toHaveLength(3);
    }, 60_000);
  },
);
