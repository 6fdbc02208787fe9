/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */

import { keepCreatedFilesPrivate } from '../src/server/lib/private-files.ts';
import { withDatabase } from './lib/with-database.ts';

keepCreatedFilesPrivate();

await withDatabase(async (database) => {
  console.log(`Migrations applied (${database.engine}).`);
});
