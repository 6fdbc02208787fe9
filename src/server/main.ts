import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { databaseErrorSummary, isDatabaseUnavailable } from './lib/database-errors.ts';
import { keepCreatedFilesPrivate } from './lib/private-files.ts';

/**
 * Process entry. Configuration and the data-directory lock come first and import little, so a
 * bad setting or a second process on the same data is refused at once; the rest loads after.
 */
// Password hashing runs one hash per core on libuv's thread pool (auth/password-hash.ts); files
// and DNS keep the default four threads beside them. Read once, when the pool first starts.
process.env.UV_THREADPOOL_SIZE ??= String(availableParallelism() + 4);

async function main() {
  const startedAt = performance.now();
  keepCreatedFilesPrivate();
  const config = loadConfig();
  // Files always live under DATA_DIR, so it is locked even when the database is PostgreSQL.
  const lock = lockDataDir(config.dataDir);
  try {
    const { boot } = await import('./boot.ts');
    await boot(config, lock, startedAt);
  } catch (err) {
    lock.release();
    throw err;
  }
}

main().catch((err) => {
  if (isDatabaseUnavailable(err)) {
    console.error(
      `The database could not be reached (${databaseErrorSummary(err)}). Check DATABASE_URL and that the server is running.`,
    );
    process.exit(1);
  }
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
