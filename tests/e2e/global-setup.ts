import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnServer, waitHealthy } from '../helpers/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const webDir = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!fs.existsSync(path.join(webDir, 'index.html')))
    throw new Error(`Build the web app first: npm run build (looked in ${webDir})`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-e2e-'));
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
