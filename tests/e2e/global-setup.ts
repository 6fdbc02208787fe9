import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnServer, waitHealthy } from '../helpers/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A super admin made before the server starts (scripts/admin-create.ts), for admin journeys. */
    admin: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  const webDir = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!fs.existsSync(path.join(webDir, 'index.html')))
    throw new Error(`Build the web app first: npm run build (looked in ${webDir})`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-e2e-'));
  const admin = { email: 'e2e-admin@example.com', password: 'E2e-Admin-Pa55word!' };
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin-create.ts', '--email', admin.email, '--password', admin.password],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
  project.provide('admin', admin);
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
