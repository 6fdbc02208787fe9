/** `npm run seed`: migrates and seeds the demo catalog (once; a second run changes nothing). */
import { loadConfig } from '../src/server/config.ts';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { seedDemoCatalog } from '../src/server/db/seed/demo-catalog.ts';

const config = loadConfig();
const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
const database = await openDatabase(databaseTarget(config));
try {
  await database.migrate();
  const result = await seedDemoCatalog(database.db);
  console.log(
    result.seeded
      ? `Seeded ${result.opportunities} franchise listings.`
      : 'The demo catalog is already seeded.',
  );
} finally {
  await database.close();
  lock?.release();
}
