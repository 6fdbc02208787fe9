import type { AppDeps } from './app-deps.ts';
import { createAuth, loadAuthSecret } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './email/mailer.ts';
import { createJobRunner } from './jobs/index.ts';
import { createCatalogChanges } from './lib/catalog-changes.ts';
import type { Logger } from './lib/logger.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { pendingAccountsJob } from './modules/accounts/pending-accounts.ts';
import { createAuditLog } from './modules/audit/index.ts';
import { housekeepingJob } from './modules/housekeeping/index.ts';
import { createMembershipModule } from './modules/membership/index.ts';
import { createFileStore } from './storage/file-store.ts';
import { createLocalDiskDriver } from './storage/local-disk.ts';

/** Builds every service the app needs from configuration and an open database: one recipe for the server and the tests. */
export async function createAppDeps(config: Config, database: Database, logger: Logger): Promise<AppDeps> {
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, logger });
  // Every module's jobs are registered here; boot starts the runner (tests start it when they need it).
  const jobs = createJobRunner({ database, logger });
  jobs.register(housekeepingJob(database.db, config.HOUSEKEEPING_CRON));
  jobs.register(pendingAccountsJob(database.db));
  const deps: Omit<AppDeps, 'membership'> = {
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
    audit: createAuditLog(database.db),
    jobs,
    catalogChanges: await createCatalogChanges(database, logger),
    auth: createAuth(
      { config, database, mailer, logger },
      await loadAuthSecret(database.db, config.BETTER_AUTH_SECRET),
    ),
  };
  return { ...deps, membership: createMembershipModule(deps) };
}
