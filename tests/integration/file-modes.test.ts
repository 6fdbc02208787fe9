import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskDriver } from '../../src/server/storage/index.ts';
import { freePort, spawnServer, waitHealthy } from '../helpers/server-process.ts';

/** Issue 31.8: the data directory was 755, `pglite/*` 666, `storage/private/**` 644. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-modes-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` (itself included) whose mode is not 700 (directories) or 600 (files). */
function opened(dir: string): string[] {
  const wrong: string[] = [];
  const check = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    const mode = st.mode & 0o777;
    if (mode !== (st.isDirectory() ? 0o700 : 0o600))
      wrong.push(`${path.relative(root, p)} ${mode.toString(8)}`);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) check(path.join(p, name));
  };
  check(dir);
  return wrong;
}

describe('files the app creates are its own user’s only', () => {
  it('a server started on a new data directory creates it 700 and every file in it 600', {
    timeout: 240_000,
  }, async () => {
    // The test runner's own mask (usually 022) is what the server inherits.
    const dataDir = path.join(root, 'server', 'data');
    const server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
    try {
      await waitHealthy(server, 170_000);
      expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
      expect(opened(dataDir)).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(opened(dataDir)).toEqual([]);
  });

  it('stored files and their directories are 600 and 700 even under a permissive mask', async () => {
    const storage = path.join(root, 'storage');
    const before = process.umask(0o000);
    try {
      const driver = createLocalDiskDriver(storage);
      await driver.put('private/2026/12/statement.pdf', new Uint8Array([1, 2, 3]), 'application/pdf');
      await driver.put('2026/12/logo.webp', new Uint8Array([4, 5, 6]), 'image/webp');
    } finally {
      process.umask(before);
    }
    expect(opened(path.join(storage, 'private'))).toEqual([]);
    expect(opened(path.join(storage, '2026'))).toEqual([]);
  });
});
