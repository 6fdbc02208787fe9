import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-db.ts';
import type { Database } from '../db/client.ts';
import { type CatalogChanges, createCatalogChanges } from './catalog-changes.ts';
import { createLogger } from './logger.ts';

describe('catalog change signal', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: CatalogChanges;
  let b: CatalogChanges;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    // Two instances of the app on one database: each has its own signal.
    [a, b] = await Promise.all([
      createCatalogChanges(database, createLogger('silent')),
      createCatalogChanges(database, createLogger('silent')),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await drop();
  });

  it('drops the publishing instance’s caches before publish returns', async () => {
    let heard = 0;
    const stop = a.subscribe(() => heard++);
    await a.publish();
    expect(heard).toBeGreaterThanOrEqual(1);
    stop();
  });

  it('reaches every other instance on PostgreSQL (LISTEN/NOTIFY); PGlite has one process', async () => {
    const heard = new Promise<boolean>((resolve) => {
      b.subscribe(() => resolve(true));
      setTimeout(() => resolve(false), 5000);
    });
    await a.publish();
    expect(await heard).toBe(database.engine === 'postgres');
  });
});
