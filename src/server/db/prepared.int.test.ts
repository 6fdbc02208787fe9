import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../../tests/helpers/test-db.ts';
import { type Database, openDatabase } from './client.ts';
import { oneConnection, prepareStatement } from './prepared.ts';

describe('statements on one connection', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it.runIf(testEngine() === 'postgres')(
    "sends a request's next statement on the connection it holds, ahead of the pool's queue",
    async () => {
      const { driver } = t.database;
      if (driver.engine !== 'postgres') throw new Error('PostgreSQL only');
      // One connection: whoever asks the pool meanwhile waits for it.
      const single: Database = await openDatabase({ engine: 'postgres', url: driver.url, poolSize: 1 });
      try {
        const pid = prepareStatement<{ pid: number }>(single.db, sql`select pg_backend_pid() as pid`);
        const order: string[] = [];
        let queued: Promise<unknown> | undefined;
        const pids = await oneConnection(single.db, async (on) => {
          expect(on).toBeDefined();
          const [first] = await pid.rows({}, on);
          queued = pid.rows().then(() => order.push('queued'));
          const [second] = await pid.rows({}, on);
          order.push('second');
          return [first!.pid, second!.pid];
        });
        await queued;
        expect(pids[0]).toBe(pids[1]);
        expect(order).toEqual(['second', 'queued']);
      } finally {
        await single.close();
      }
    },
  );

  it('runs the statements with any connection where there is only one (PGlite)', async () => {
    const one = prepareStatement<{ n: number }>(t.database.db, sql`select ${sql.placeholder('n')}::int as n`);
    const got = await oneConnection(t.database.db, async (on) => {
      if (testEngine() === 'pglite') expect(on).toBeUndefined();
      return [(await one.rows({ n: 1 }, on))[0]!.n, (await one.rows({ n: 2 }, on))[0]!.n];
    });
    expect(got).toEqual([1, 2]);
  });

  it('gives the connection back when the work fails', async () => {
    const one = prepareStatement<{ n: number }>(t.database.db, sql`select 1 as n`);
    await expect(
      oneConnection(t.database.db, async (on) => {
        await one.rows({}, on);
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    const { driver } = t.database;
    if (driver.engine === 'postgres') expect(driver.pool.totalCount).toBe(driver.pool.idleCount);
    expect((await one.rows())[0]!.n).toBe(1);
  });
});
