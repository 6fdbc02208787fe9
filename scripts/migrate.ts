/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { withDatabase } from './lib/with-database.ts';

await withDatabase(async (database) => {
  console.log(`Migrations applied (${database.engine}).`);
});
