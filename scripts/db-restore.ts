/**
 * `npm run db:restore -- --from BACKUP_DIR --to NEW_DATA_DIR`: brings a backup back into a new
 * data directory and checks every table's rows and checksum against the backup's manifest.
 * Start the server on it with DATA_DIR=NEW_DATA_DIR.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../src/server/db/backup.ts';
import { keepCreatedFilesPrivate } from '../src/server/lib/private-files.ts';
import { printFingerprints } from './lib/print-fingerprints.ts';

keepCreatedFilesPrivate();

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to) {
  console.error('Usage: npm run db:restore -- --from BACKUP_DIR --to NEW_DATA_DIR');
  process.exit(1);
}
const to = path.resolve(values.to);
try {
  const { manifest, restored, mismatches } = await restoreBackup(path.resolve(values.from), to);
  printFingerprints(restored, manifest.tables);
  if (mismatches.length) {
    console.error(`\nRestored, but these differ from the backup: ${mismatches.join(', ')}`);
    process.exit(1);
  }
  console.log(`\nRestored into ${to} (${manifest.files} files); every table matches the backup.`);
  console.log(`Start it with DATA_DIR=${to} npm start`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
