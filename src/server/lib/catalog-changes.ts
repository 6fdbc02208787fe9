import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';
import { listenOn } from './pg-listener.ts';

const CHANNEL = 'catalog_changed';

/**
 * Tells every instance that the public catalog changed (a listing published, edited, paused),
 * so each drops its read caches at once instead of serving them for CATALOG_CACHE_SECONDS.
 * On PostgreSQL the signal goes through LISTEN/NOTIFY, so other processes hear it too; the
 * embedded database has one process, so the signal stays in it.
 */
export interface CatalogChanges {
  /** Drops this instance's caches now and tells the others. */
  publish(): Promise<void>;
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

export async function createCatalogChanges(database: Database, logger: Logger): Promise<CatalogChanges> {
  const listeners = new Set<() => void>();
  const notifyLocal = () => {
    for (const l of listeners) l();
  };
  const listener =
    database.driver.engine === 'postgres'
      ? await listenOn({
          url: database.driver.url,
          channel: CHANNEL,
          name: 'catalog change listener',
          logger,
          onNotification: notifyLocal,
        })
      : null;
  const { pool } = database.driver.engine === 'postgres' ? database.driver : { pool: null };
  return {
    async publish() {
      notifyLocal();
      if (pool) await pool.query('select pg_notify($1, $2)', [CHANNEL, String(process.pid)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await listener?.close();
    },
  };
}
