import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { makeTreePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { fingerprint, rawQuery, type TableFingerprint, tablesInDependencyOrder } from './transfer.ts';

/**
 * Backups of the embedded installation: a folder with the database (PGlite's own data-directory
 * archive), the stored files, and a manifest of row counts and checksums read back from the
 * archive itself, so a backup that could not be restored is known at once.
 */
export const BACKUP_LAYOUT = {
  database: 'pglite.tar.gz',
  storage: 'storage',
  manifest: 'manifest.json',
} as const;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'pglite';
  files: number;
  tables: TableFingerprint[];
}

const extensions = { pg_trgm, fuzzystrmatch };

/**
 * Writes the database archive and the files into `outDir`. The archive is taken between two
 * statements (PGlite runs one at a time) after a checkpoint: what a crash at that instant would
 * leave, which PostgreSQL recovers to exactly the committed transactions. Files are copied after
 * it, with removals held back by the caller, so every file the archive names is copied (files
 * uploaded meanwhile are copied too, unused).
 */
export async function snapshotEmbedded(options: {
  client: PGlite;
  storageDir: string;
  outDir: string;
  holdRemovals: <T>(task: () => Promise<T>) => Promise<T>;
}): Promise<void> {
  const { client, storageDir, outDir } = options;
  fs.mkdirSync(outDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await options.holdRemovals(async () => {
    await client.query('checkpoint');
    const archive = await client.dumpDataDir('gzip');
    fs.writeFileSync(path.join(outDir, BACKUP_LAYOUT.database), Buffer.from(await archive.arrayBuffer()), {
      mode: PRIVATE_FILE_MODE,
    });
    const storageOut = path.join(outDir, BACKUP_LAYOUT.storage);
    fs.mkdirSync(storageOut, { recursive: true, mode: PRIVATE_DIR_MODE });
    if (fs.existsSync(storageDir)) {
      // A file being written is a temporary name until it is complete (local-disk.ts).
      fs.cpSync(storageDir, storageOut, { recursive: true, filter: (src) => !/\.tmp-\d+$/.test(src) });
    }
  });
}

async function openArchive(dir: string, dataDir?: string): Promise<PGlite> {
  const archive = new Blob([fs.readFileSync(path.join(dir, BACKUP_LAYOUT.database))]);
  const client = await PGlite.create({ dataDir, loadDataDir: archive, extensions });
  if (dataDir) makeTreePrivate(dataDir);
  return client;
}

async function fingerprintClient(client: PGlite): Promise<TableFingerprint[]> {
  const query = rawQuery({ engine: 'pglite', client });
  return fingerprint(query, await tablesInDependencyOrder(query));
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Opens the archive in memory, fingerprints every table and writes the manifest. */
export async function writeManifest(dir: string): Promise<BackupManifest> {
  const client = await openArchive(dir);
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      engine: 'pglite',
      files: countFiles(path.join(dir, BACKUP_LAYOUT.storage)),
      tables: await fingerprintClient(client),
    };
    fs.writeFileSync(path.join(dir, BACKUP_LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    return manifest;
  } finally {
    await client.close();
  }
}

/**
 * Restores a backup into a new data directory (refused when it holds anything) and checks
 * every table against the manifest. Returns the tables that differ (none, when it worked).
 */
export async function restoreBackup(
  from: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; restored: TableFingerprint[]; mismatches: string[] }> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(from, BACKUP_LAYOUT.manifest), 'utf8'),
  ) as BackupManifest;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new data directory.`);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const client = await openArchive(from, path.join(dataDir, 'pglite'));
  let restored: TableFingerprint[];
  try {
    restored = await fingerprintClient(client);
  } finally {
    await client.close();
  }
  fs.cpSync(path.join(from, BACKUP_LAYOUT.storage), path.join(dataDir, 'storage'), { recursive: true });
  const byTable = new Map(restored.map((t) => [t.table, t]));
  const mismatches = manifest.tables
    .filter((t) => {
      const r = byTable.get(t.table);
      return !r || r.rows !== t.rows || r.checksum !== t.checksum;
    })
    .map((t) => t.table);
  if (countFiles(path.join(dataDir, 'storage')) !== manifest.files) mismatches.push('(files)');
  return { manifest, restored, mismatches };
}
