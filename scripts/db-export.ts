/**
 * `npm run db:export -- --to postgres://…`: copies the embedded installation (DATA_DIR) into a
 * PostgreSQL database. The schema comes from our migrations, the rows follow table by table in
 * dependency order in one transaction, the stored files go to the configured storage (S3 when
 * S3_* is set), and every table's rows and checksum are compared on both sides at the end.
 * The server must be stopped (the embedded database has one user at a time); to export a
 * running installation, db:backup it and db:restore the backup into a directory to export from.
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { storedFiles } from '../src/server/db/schema/index.ts';
import { copyTables, fingerprint, rawQuery, tablesInDependencyOrder } from '../src/server/db/transfer.ts';
import { keepCreatedFilesPrivate } from '../src/server/lib/private-files.ts';
import { createLocalDiskDriver, createStorageDriver } from '../src/server/storage/index.ts';
import { printFingerprints } from './lib/print-fingerprints.ts';

keepCreatedFilesPrivate();

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('Usage: npm run db:export -- --to postgres://user:pass@host:5432/db');
  process.exit(1);
}
// DATABASE_URL would name the target; the source is always DATA_DIR's embedded database.
const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
const lock = lockDataDir(config.dataDir);
const source = await openDatabase({ engine: 'pglite', dataDir: config.pgliteDir });
const target = await openDatabase({ engine: 'postgres', url: values.to, poolSize: 2 });
let failed = false;
try {
  console.log('Migrating both databases to the same schema…');
  await source.migrate();
  await target.migrate();
  if (target.driver.engine !== 'postgres') throw new Error('unreachable');
  const from = rawQuery(source.driver);
  const to = rawQuery(target.driver);
  const tables = await tablesInDependencyOrder(from);

  // Only rows our migrations wrote may be replaced: a target in use is never overwritten.
  const fresh = await openDatabase({ engine: 'pglite' });
  await fresh.migrate();
  const baseline = new Map((await fingerprint(rawQuery(fresh.driver), tables)).map((t) => [t.table, t.rows]));
  await fresh.close();
  const used = (await fingerprint(to, tables)).filter((t) => t.rows !== baseline.get(t.table));
  if (used.length) {
    throw new Error(
      `The target already holds data (${used.map((t) => t.table).join(', ')}). Export into a new, empty database.`,
    );
  }

  console.log(`Copying ${tables.length} tables…`);
  await copyTables(from, target.driver, tables);

  // Files: from the data directory to the configured storage (unless that is the same place).
  const storage = createStorageDriver(config);
  const files = await source.db.select().from(storedFiles);
  let copied = 0;
  const missing: string[] = [];
  if (storage.kind === 's3') {
    const disk = createLocalDiskDriver(config.storageDir);
    for (const file of files) {
      const bytes = await disk.get(file.key);
      if (!bytes || createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
        missing.push(file.key);
        continue;
      }
      await storage.put(file.key, bytes, file.mime);
      copied++;
    }
  }
  storage.close();

  const before = await fingerprint(from, tables);
  const after = await fingerprint(to, tables);
  console.log('\ntable  rows  checksum (source)  — compared with the target:');
  printFingerprints(before, after);
  const differ = before.filter((t, i) => t.rows !== after[i]!.rows || t.checksum !== after[i]!.checksum);
  console.log(
    storage.kind === 's3'
      ? `Files: ${copied} of ${files.length} copied to the S3 bucket, checked by their SHA-256.`
      : `Files: ${files.length} stay in ${config.storageDir} (set S3_* to copy them to a bucket).`,
  );
  if (missing.length) console.error(`Missing or damaged in ${config.storageDir}: ${missing.join(', ')}`);
  if (differ.length) {
    console.error(`\nThese tables differ after the copy: ${differ.map((t) => t.table).join(', ')}`);
    failed = true;
  } else {
    console.log('\nExport done: every table matches. Start the app with DATABASE_URL set to the target.');
  }
  failed ||= missing.length > 0;
} catch (err) {
  console.error((err as Error).message);
  failed = true;
} finally {
  await source.close();
  await target.close();
  lock.release();
}
process.exit(failed ? 1 : 0);
