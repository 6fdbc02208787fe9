import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../../tests/helpers/test-db.ts';
import { createRealtimeBus, type Envelope, type RealtimeBus } from '../realtime/index.ts';
import { type CatalogChanges, createCatalogChanges } from './catalog-changes.ts';
import { createLogger } from './logger.ts';

/**
 * Two app instances on one PostgreSQL database, whose LISTEN connections the server drops
 * (as a restart or a failover does): each reconnects and listens again, and a message
 * published afterwards still crosses from one instance to the other.
 */
describe.runIf(testEngine() === 'postgres')('LISTEN connections after PostgreSQL drops them', () => {
  let t: TestDatabase;
  let buses: RealtimeBus[];
  let catalogs: CatalogChanges[];

  beforeAll(async () => {
    t = await createTestDatabase();
    const logger = createLogger('silent');
    buses = await Promise.all([createRealtimeBus(t.database, logger), createRealtimeBus(t.database, logger)]);
    catalogs = await Promise.all([
      createCatalogChanges(t.database, logger),
      createCatalogChanges(t.database, logger),
    ]);
  });
  afterAll(async () => {
    await Promise.all([...buses, ...catalogs].map((x) => x.close()));
    await t.drop();
  });

  /** Ends every backend of this database that is LISTENing; answers how many it ended. */
  async function terminateListeners() {
    const { driver } = t.database;
    if (driver.engine !== 'postgres') throw new Error('LISTEN runs on PostgreSQL only.');
    const { rows } = await driver.pool.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN %'`,
    );
    return rows.filter((r) => r.ended).length;
  }

  it('reconnects both listeners and delivers a realtime frame and a catalog change across instances', async () => {
    // Two buses and two catalog signals: four listening connections.
    expect(await terminateListeners()).toBe(4);

    const frames: Envelope[] = [];
    buses[1]!.subscribe((e) => frames.push(e));
    let cacheDrops = 0;
    catalogs[1]!.subscribe(() => cacheDrops++);
    const envelope: Envelope = { users: ['someone'], frame: { type: 'thread', conversationId: 'c1' } };

    // A notification sent before the listener is back is lost (NOTIFY keeps nothing): publish until one arrives.
    await expect
      .poll(
        async () => {
          await buses[0]!.publish(envelope);
          return frames.length;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeGreaterThan(0);
    expect(frames[0]).toEqual(envelope);
    await expect
      .poll(
        async () => {
          await catalogs[0]!.publish();
          return cacheDrops;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeGreaterThan(0);
  });
});
