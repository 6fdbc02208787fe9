import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Database, databaseTarget, openDatabase } from '../../src/server/db/client.ts';
import { lockDataDir } from '../../src/server/db/data-dir-lock.ts';

/**
 * Runs a maintenance task on the configured database, migrated, as `npm start` would open it:
 * the embedded one is locked first so a running server and a script never share it.
 */
export async function withDatabase<T>(task: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    return await task(database, config);
  } finally {
    await database.close();
    lock?.release();
  }
}
