import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { type Config, isLoopbackHost } from './config.ts';
import { createAppDeps } from './create-deps.ts';
import { databaseTarget, openDatabase } from './db/client.ts';
import type { DataDirLock } from './db/data-dir-lock.ts';
import { vacuumAnalyze } from './db/maintenance.ts';
import { seedDemoCatalog } from './db/seed/demo-catalog.ts';
import { retryWhileDatabaseUnavailable } from './lib/database-errors.ts';
import { createLogger } from './lib/logger.ts';
import { attachRealtime } from './realtime/index.ts';
import { ensureWebBuild, warmRenderer } from './web/index.ts';

/** Opens the database, migrates, seeds, builds the web app if needed and serves. */
export async function boot(config: Config, lock: DataDirLock, startedAt: number) {
  const logger = createLogger(config.LOG_LEVEL);

  // A database that is briefly down (PostgreSQL restarting, a container starting beside us) is
  // waited for, one log line per try, instead of failing the start.
  const database = await retryWhileDatabaseUnavailable(
    async () => {
      const opened = await openDatabase(databaseTarget(config));
      try {
        await opened.migrate();
        return opened;
      } catch (err) {
        await opened.close().catch(() => undefined);
        throw err;
      }
    },
    { onWait: (line) => logger.warn(line) },
  );
  let seeded = false;
  if (config.SEED_DEMO) {
    const result = await seedDemoCatalog(database.db);
    seeded = result.seeded;
    if (result.seeded) logger.info({ opportunities: result.opportunities }, 'demo catalog seeded');
  }
  // Planner statistics and the visibility map (for index-only scans), after a bulk load and at
  // every start of the embedded database, which has no autovacuum of its own.
  if (seeded || database.engine === 'pglite') await vacuumAnalyze(database.db);
  if (config.BUILD_WEB) await ensureWebBuild(config.webDistDir, logger);

  const deps = await createAppDeps(config, database, logger);
  await deps.jobs.start();
  const app = buildApp(deps);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = `http://localhost:${info.port}`;
    const reach = isLoopbackHost(config.HOST) ? 'this machine only' : `every interface (${config.HOST})`;
    const mail =
      config.mailTransport === 'smtp'
        ? `sent through ${smtpServerName(config.SMTP_URL!)}`
        : `kept in the dev outbox, read it at ${url}/dev/mailbox (set SMTP_URL to send it)`;
    logger.info(
      {
        engine: database.engine,
        ms: Math.round(performance.now() - startedAt),
        port: info.port,
        host: config.HOST,
        mail: config.mailTransport,
      },
      `Franchisio is running at ${url}`,
    );
    console.log(`\n  Franchisio is running at ${url} (listening on ${reach})\n  Mail: ${mail}\n`);
    warmRenderer((err) =>
      logger.warn({ err }, 'server renderer failed to load; pages render in the browser'),
    );
  });

  // The realtime socket (/api/realtime) shares the HTTP server: its upgrade requests arrive here.
  const realtime = attachRealtime(server as Server, {
    ...deps,
    bus: deps.realtime,
    access: deps.services.conversations.realtimeAccess,
    publicOrigin: config.PUBLIC_ORIGIN,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await realtime.close();
    server.close();
    await deps.jobs.stop();
    deps.mailer.close();
    await deps.catalogChanges.close();
    await deps.realtime.close();
    await database.close();
    lock.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The SMTP server's host and port, never its user name or password. */
function smtpServerName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the SMTP server';
  }
}
