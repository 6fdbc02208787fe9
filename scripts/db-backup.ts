/**
 * `npm run db:backup [-- --to DIR]`: a consistent snapshot of the embedded database and the stored
 * files, taken while the server runs (it is asked to take it: only it may read the database) or,
 * when no server runs, by this script. Prints each table's rows and checksum from the snapshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { snapshotEmbedded, writeManifest } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { keepCreatedFilesPrivate } from '../src/server/lib/private-files.ts';
import { printFingerprints } from './lib/print-fingerprints.ts';

keepCreatedFilesPrivate();

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'db:backup copies the embedded database. On PostgreSQL use pg_dump (see README "Running on real services").',
  );
  process.exit(1);
}

/** Asks the running server for the snapshot; null when none answers. */
async function fromRunningServer(): Promise<string | null> {
  const controlFile = path.join(config.dataDir, 'control.json');
  if (!fs.existsSync(controlFile)) return null;
  const control = JSON.parse(fs.readFileSync(controlFile, 'utf8')) as { port: number; token: string };
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${control.port}/api/internal/backup`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${control.token}` },
    });
  } catch {
    return null; // A file left by a server that died: the data directory is free.
  }
  if (!res.ok) throw new Error(`The running server refused the backup (${res.status}): ${await res.text()}`);
  return ((await res.json()) as { dir: string }).dir;
}

async function fromDataDir(outDir: string): Promise<string> {
  const lock = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ engine: 'pglite', dataDir: config.pgliteDir });
    try {
      if (database.driver.engine !== 'pglite') throw new Error('unreachable');
      await snapshotEmbedded({
        client: database.driver.client,
        storageDir: config.storageDir,
        outDir,
        holdRemovals: (task) => task(),
      });
    } finally {
      await database.close();
    }
    return outDir;
  } finally {
    lock.release();
  }
}

const started = Date.now();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const fromServer = await fromRunningServer();
let dir = fromServer ?? (await fromDataDir(path.join(config.dataDir, 'backups', stamp)));
if (values.to) {
  const to = path.resolve(values.to);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(dir, to, { recursive: true });
  fs.rmSync(dir, { recursive: true, force: true });
  dir = to;
}
const manifest = await writeManifest(dir);
printFingerprints(manifest.tables);
console.log(
  `\nBackup written to ${dir} (${manifest.files} files; snapshot taken by ${fromServer ? 'the running server' : 'this script'}, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
