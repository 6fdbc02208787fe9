import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createAppDeps } from '../../src/server/create-deps.ts';
import { seedDemoCatalog } from '../../src/server/db/seed/demo-catalog.ts';
import { createLogger, type Logger } from '../../src/server/lib/logger.ts';
import { startTestS3, testStorage } from './s3-server.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  deps: AppDeps;
  /** In-process request; relative paths are resolved against http://localhost. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, called in-process (the fastify/demo helper pattern). With
 * TEST_STORAGE=s3 its files go to an S3 server of its own (the `s3` test project).
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; logger?: Logger } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-test-'));
  const s3 = testStorage() === 's3' ? await startTestS3() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...s3?.env,
    ...options.env,
  });
  if (options.seed) await seedDemoCatalog(database.db);
  const deps = await createAppDeps(config, database, options.logger ?? createLogger('silent'));
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
      deps.files.driver.close();
      await s3?.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
