/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { loadConfig } from '../src/server/config.ts';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';

const config = loadConfig();
const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
const database = await openDatabase(databaseTarget(config));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.engine}).`);
} finally {
  await database.close();
  lock?.release();
}
