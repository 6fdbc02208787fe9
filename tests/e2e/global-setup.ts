import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnServer, waitHealthy } from '../helpers/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A super admin made with `npm run admin:create` before the server starts (review journeys). */
    admin: { email: string; password: string };
  }
}

const ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Admin-Pa55word!-Quokka' };

export default async function setup(project: TestProject) {
  const webDir = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!fs.existsSync(path.join(webDir, 'index.html')))
    throw new Error(`Build the web app first: npm run build (looked in ${webDir})`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-e2e-'));
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 180_000 },
  );
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr || made.stdout}`);
  project.provide('admin', ADMIN);
  const server = spawnServer(
    { DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'development' },
    await freePort(),
  );
  await waitHealthy(server, 120_000);
  project.provide('baseUrl', server.url);
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
