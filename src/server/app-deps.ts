import type { Auth } from './auth/auth.ts';
import type { SessionUser } from './auth/session-user.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './email/mailer.ts';
import type { JobRunner } from './jobs/index.ts';
import type { CatalogChanges } from './lib/catalog-changes.ts';
import type { Logger } from './lib/logger.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { AuditLog } from './modules/audit/index.ts';
import type { MembershipService } from './modules/membership/index.ts';
import type { FileStore } from './storage/file-store.ts';

/** Everything a module needs, built once in main.ts (or by a test) and passed down. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  files: FileStore;
  rateLimiter: RateLimiter;
  /** Background jobs (src/server/jobs): register before boot starts them; `send`, `runNow`. */
  jobs: JobRunner;
  /** The append-only record of admin actions (modules/audit): `audit.record(actor, entry, tx)`. */
  audit: AuditLog;
  /** Better Auth (src/server/auth/auth.ts): sessions, sign-in, e-mailed codes, 2FA. */
  auth: Auth;
  /** Catalog changed: every instance drops its catalog read caches (LISTEN/NOTIFY on PostgreSQL). */
  catalogChanges: CatalogChanges;
  /** Franchisor plans and payments (modules/membership): `membership.liveListingLimit(franchisorId)`. */
  membership: MembershipService;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    user: SessionUser | null;
  };
}
