/** `npm run seed`: migrates and seeds the demo catalog (once; a second run changes nothing). */
import { seedDemoCatalog } from '../src/server/db/seed/demo-catalog.ts';
import { keepCreatedFilesPrivate } from '../src/server/lib/private-files.ts';
import { withDatabase } from './lib/with-database.ts';

keepCreatedFilesPrivate();

await withDatabase(async (database) => {
  const result = await seedDemoCatalog(database.db);
  console.log(
    result.seeded
      ? `Seeded ${result.opportunities} franchise listings.`
      : 'The demo catalog is already seeded.',
  );
});
