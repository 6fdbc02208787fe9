import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { createAuth, loadAuthSecret } from '../../src/server/auth/auth.ts';
import { loadConfig } from '../../src/server/config.ts';
import { seedDemoCatalog } from '../../src/server/db/seed/demo-catalog.ts';
import { createMailer } from '../../src/server/email/mailer.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { createRateLimiter } from '../../src/server/lib/rate-limit.ts';
import { createFileStore } from '../../src/server/storage/file-store.ts';
import { createLocalDiskDriver } from '../../src/server/storage/local-disk.ts';
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
  options: { seed?: boolean; env?: Record<string, string>; smtpUrl?: string } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  if (options.seed) await seedDemoCatalog(database.db);
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: config.MAIL_FROM, db: database.db, logger });
  const deps: AppDeps = {
    config,
    database,
    logger,
    mailer,
    files: createFileStore({
      db: database.db,
      driver: createLocalDiskDriver(config.storageDir),
      maxBytes: config.MAX_UPLOAD_BYTES,
    }),
    rateLimiter: createRateLimiter(database.db),
    auth: createAuth({ config, database, mailer, logger }, await loadAuthSecret(database.db)),
  };
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
      deps.mailer.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
