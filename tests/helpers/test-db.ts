import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database the test made. */
  drop(): Promise<void>;
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with
 * TEST_DB_ENGINE=postgres a new database on TEST_DATABASE_URL's server, dropped afterwards. Both
 * start as a copy of the project's migrated template (database-templates.ts) when there is one.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const file = inject('pgliteTemplate');
    if (file) pgliteTemplate ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ engine: 'pglite', loadDataDir: await pgliteTemplate });
    if (!file) await database.migrate();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `franchisio_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 10 });
  if (!template) await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
