import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createAppDeps } from '../../src/server/create-deps.ts';
import { seedDemoCatalog } from '../../src/server/db/seed/demo-catalog.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  deps: AppDeps;
  /** In-process request; relative paths are resolved against http://localhost. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on a fresh database, called in-process (the fastify/demo helper pattern). */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  if (options.seed) await seedDemoCatalog(database.db);
  const deps = await createAppDeps(config, database, createLogger('silent'));
  const app = buildApp(deps);
  return {
    app,
    deps,
    request(url, init = {}) {
      const { json, headers, ...rest } = init;
      return Promise.resolve(
        app.request(url.startsWith('http') ? url : `http://localhost${url}`, {
          ...rest,
          headers: { ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
          body: json !== undefined ? JSON.stringify(json) : rest.body,
        }),
      );
    },
    async close() {
      await deps.jobs.stop();
      deps.mailer.close();
      await deps.catalogChanges.close();
      await deps.realtime.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
