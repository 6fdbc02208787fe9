import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makeTreePrivate } from '../lib/private-files.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The engine-neutral Drizzle handle every repository receives. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

/**
 * The driver under Drizzle, for the platform pieces that speak SQL to the engine themselves:
 * the job queue, the event bus, metrics and backups. Feature code uses `db`.
 */
export type Driver =
  | { engine: 'pglite'; client: PGlite }
  | { engine: 'postgres'; pool: pg.Pool; url: string };

export interface Database {
  db: Db;
  engine: Engine;
  driver: Driver;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` starts it from a dump
   * of another's data directory (tests start from one migrated copy).
   */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      driver: { engine: 'postgres', pool, url: target.url },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm, fuzzystrmatch },
  });
  if (target.dataDir) makeTreePrivate(target.dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    driver: { engine: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export function databaseTarget(config: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
  pgliteDir: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { engine: 'pglite', dataDir: config.pgliteDir };
}
