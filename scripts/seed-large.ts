/** `npm run seed:large -- --opportunities 100000`: adds generated listings for benchmarks. */
import { parseArgs } from 'node:util';
import { seedLarge } from '../src/server/db/seed/generated-catalog.ts';
import { withDatabase } from './lib/with-database.ts';

const { values } = parseArgs({ options: { opportunities: { type: 'string', default: '100000' } } });
const count = Number(values.opportunities);
if (!Number.isInteger(count) || count < 1) {
  console.error('--opportunities must be a positive whole number');
  process.exit(1);
}
await withDatabase(async (database) => {
  const started = Date.now();
  await seedLarge(database.db, count, (done) => process.stdout.write(`\r${done} / ${count} listings`));
  // As after any bulk load: statistics and the visibility map (index-only scans).
  await database.db.execute('vacuum analyze');
  console.log(`\nAdded ${count} generated listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
});
