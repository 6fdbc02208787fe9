import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_LAYOUT, type BackupManifest } from '../../src/server/db/backup.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { fingerprint, rawQuery, tablesInDependencyOrder } from '../../src/server/db/transfer.ts';
import { createFileStore, createLocalDiskDriver, createS3Driver } from '../../src/server/storage/index.ts';
import { startTestS3 } from '../helpers/s3-server.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../helpers/server-process.ts';

/**
 * The data of an embedded installation moves and comes back: db:backup while the server runs,
 * db:restore into a new directory, db:export into PostgreSQL and S3. Each script runs as
 * `npm run` would run it, in its own process.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-move-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs a script without blocking this process (the S3 server the export writes to lives here). */
function script(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
}

const picture = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#1f7a72' } })
    .png()
    .toBuffer();

/** An embedded installation with some users' data: a seeded catalog, a contact message, a file. */
async function makeInstallation(dataDir: string) {
  const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const { seedDemoCatalog } = await import('../../src/server/db/seed/demo-catalog.ts');
  await seedDemoCatalog(database.db);
  const files = createFileStore({
    db: database.db,
    driver: createLocalDiskDriver(path.join(dataDir, 'storage')),
    maxBytes: 1_000_000,
  });
  const bytes = await picture();
  const stored = await files.store({ bytes, originalName: 'logo.png', accept: ['image'] });
  await database.close();
  return { stored, bytes };
}

describe('backup and restore of the embedded database', () => {
  it('backs up while the server answers requests, and restores every row and file', {
    timeout: 240_000,
  }, async () => {
    const dataDir = tempDir();
    const { stored, bytes } = await makeInstallation(dataDir);
    const server: ServerProcess = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
    cleanup.push(async () => {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });
    await waitHealthy(server);

    // Requests keep coming (reads, and writes: page views) while the snapshot is taken.
    let load = true;
    let answered = 0;
    const failures: number[] = [];
    const traffic = (async () => {
      while (load) {
        const [list, view] = await Promise.all([
          fetch(`${server.url}/api/v1/opportunities?limit=5`),
          fetch(`${server.url}/api/v1/analytics/page-views`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.url },
            body: JSON.stringify({ path: '/franchises', visitorId: 'backup-test-visitor' }),
          }),
        ]);
        for (const res of [list, view]) {
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(res.status);
          answered++;
        }
      }
    })();
    const backupDir = path.join(tempDir(), 'backup');
    const backup = await script('db-backup', ['--to', backupDir], { DATA_DIR: dataDir });
    load = false;
    await traffic;
    expect(backup.out).toContain('snapshot taken by the running server');
    expect(backup.code).toBe(0);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(backupDir, BACKUP_LAYOUT.manifest), 'utf8'),
    ) as BackupManifest;
    const opportunities = manifest.tables.find((t) => t.table === 'franchise_opportunities');
    expect(opportunities?.rows).toBeGreaterThan(10);
    expect(manifest.files).toBe(1);
    // The server is unharmed and still holds its data directory.
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);

    const restoredDir = path.join(tempDir(), 'restored');
    const restore = await script('db-restore', ['--from', backupDir, '--to', restoredDir], {});
    expect(restore.out).toContain('every table matches the backup');
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(path.join(restoredDir, 'storage', stored.key)).equals(bytes)).toBe(true);

    // Read back independently: the restored database has the manifest's rows and checksums.
    const restored = await openDatabase({ engine: 'pglite', dataDir: path.join(restoredDir, 'pglite') });
    const query = rawQuery(restored.driver);
    expect(await fingerprint(query, await tablesInDependencyOrder(query))).toEqual(manifest.tables);
    await restored.close();

    // A restore never overwrites: the same target again is refused.
    const again = await script('db-restore', ['--from', backupDir, '--to', restoredDir], {});
    expect(again.code).toBe(1);
    expect(again.out).toContain('is not empty');
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('export of the embedded database into PostgreSQL and S3', () => {
  it('copies every table (rows and checksums equal) and every file', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const { stored, bytes } = await makeInstallation(dataDir);
    const s3 = await startTestS3();
    cleanup.push(() => s3.close());
    const name = `franchisio_export_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanup.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;

    const exported = await script('db-export', ['--to', url.toString()], { DATA_DIR: dataDir, ...s3.env });
    expect(exported.out).toContain('every table matches');
    expect(exported.out).toContain('Files: 1 of 1 copied');
    expect(exported.code).toBe(0);

    // Compared here again, each side read on its own.
    const source = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const target = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 1 });
    const tables = await tablesInDependencyOrder(rawQuery(source.driver));
    const before = await fingerprint(rawQuery(source.driver), tables);
    const after = await fingerprint(rawQuery(target.driver), tables);
    await source.close();
    await target.close();
    expect(after).toEqual(before);
    expect(before.find((t) => t.table === 'stored_files')?.rows).toBe(1);

    const bucket = createS3Driver({
      bucket: s3.env.S3_BUCKET!,
      region: s3.env.S3_REGION!,
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
      prefix: s3.env.S3_PREFIX,
    });
    expect(Buffer.from((await bucket.get(stored.key))!).equals(bytes)).toBe(true);
    bucket.close();
  });
});
