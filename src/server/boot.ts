import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { type Config, ConfigError, isLoopbackHost } from './config.ts';
import { createAppDeps } from './create-deps.ts';
import { databaseTarget, openDatabase } from './db/client.ts';
import type { DataDirLock } from './db/data-dir-lock.ts';
import { vacuumAnalyze } from './db/maintenance.ts';
import {
  DEMO_FRANCHISOR_PASSWORD,
  type DemoCredential,
  demoCredentialSamples,
  seedDemoAccounts,
  seedsDemoAccounts,
} from './db/seed/demo-accounts.ts';
import { seedDemoCatalog } from './db/seed/demo-catalog.ts';
import { retryWhileDatabaseUnavailable } from './lib/database-errors.ts';
import { createLogger } from './lib/logger.ts';
import { withNodeHeaders } from './lib/request-headers.ts';
import { attachRealtime } from './realtime/index.ts';
import { ensureWebBuild, warmRenderer } from './web/index.ts';

/** Opens the database, migrates, seeds, builds the web app if needed and serves. */
export async function boot(config: Config, lock: DataDirLock, startedAt: number) {
  const logger = createLogger(config.LOG_LEVEL);
  if (
    !config.BUILD_WEB &&
    config.isProduction &&
    !fs.existsSync(path.join(config.webDistDir, 'index.html'))
  ) {
    throw new ConfigError(
      `The web app is not built (no ${path.join(config.webDistDir, 'index.html')}): run \`npm run build\` when building the release; production never builds at start.`,
    );
  }

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
  let demoCredentials: DemoCredential[] = [];
  if (seedsDemoAccounts(config, database.engine)) {
    const result = await seedDemoAccounts(database.db);
    if (result.seeded) {
      logger.info({ accounts: result.accounts }, 'demo franchisor accounts seeded');
      demoCredentials = demoCredentialSamples();
    }
  }
  // Planner statistics and the visibility map (for index-only scans), after a bulk load and at
  // every start of the embedded database, which has no autovacuum of its own.
  if (seeded || database.engine === 'pglite') await vacuumAnalyze(database.db);
  if (config.BUILD_WEB) await ensureWebBuild(config.webDistDir, logger);

  const deps = await createAppDeps(config, database, logger);
  await deps.jobs.start();
  const app = buildApp(deps);
  const server = serve(
    {
      // Headers are read from what Node parsed (lib/request-headers.ts).
      fetch: (request, env) => app.fetch(withNodeHeaders(request, env.incoming.headers), env),
      port: config.PORT,
      hostname: config.HOST,
    },
    (info) => {
      // PORT=0 picks a free port: links and the served hosts (lib/served-hosts.ts) use this one.
      config.PORT = info.port;
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
      if (demoCredentials.length > 0) console.log(demoCredentialsText(demoCredentials));
      warmRenderer((err) =>
        logger.warn({ err }, 'server renderer failed to load; pages render in the browser'),
      );
      // Operator scripts on this machine (npm run db:backup) find the running server here.
      fs.writeFileSync(
        controlFile,
        JSON.stringify({ pid: process.pid, port: info.port, token: deps.controlToken }),
        { mode: 0o600 },
      );
    },
  ) as Server;
  const controlFile = path.join(config.dataDir, 'control.json');

  // The realtime socket (/api/realtime) shares the HTTP server: its upgrade requests arrive here.
  const realtime = attachRealtime(server as Server, {
    ...deps,
    bus: deps.realtime,
    access: deps.services.conversations.realtimeAccess,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; exiting anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    fs.rmSync(controlFile, { force: true });
    // Readiness answers 503 from now on, so a proxy stops sending new requests here (given
    // SHUTDOWN_GRACE_MS to notice); answers still going out carry "Connection: close"; then idle
    // keep-alive sockets are closed, and
    // the listener closes when the last request in flight has been answered. The drain hooks
    // close the realtime sockets with a restart hint (their clients reconnect elsewhere and
    // catch up): the listener's close waits for them too.
    deps.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await deps.lifecycle.drain();
    await closed;
    await realtime.close();
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

/** The demo franchisors a first start names, to sign in as the other side of a conversation. */
function demoCredentialsText(credentials: DemoCredential[]): string {
  const lines = credentials.map((c) => `    ${c.email}  (${c.listing}, ${c.country})`);
  return [
    `  Demo franchisor accounts (this embedded database only), password ${DEMO_FRANCHISOR_PASSWORD}:`,
    ...lines,
    '  Every demo listing has one: <company-slug>@demo.example.com (see README).',
    '',
  ].join('\n');
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
