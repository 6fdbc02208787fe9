import type { Auth, IdentityRepository, SessionUser } from './auth/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './email/index.ts';
import type { JobRunner, JobsAdminService } from './jobs/index.ts';
import type { CatalogChanges } from './lib/catalog-changes.ts';
import type { Logger } from './lib/logger.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { AccountsService, EmailChangeGuard } from './modules/accounts/index.ts';
import type { AdminAreaServices, AdminService } from './modules/admin/index.ts';
import type { AnalyticsService } from './modules/analytics/index.ts';
import type { AuditLog } from './modules/audit/index.ts';
import type { CatalogService } from './modules/catalog/index.ts';
import type { ClientErrorsService } from './modules/client-errors/index.ts';
import type { ContentService } from './modules/content/index.ts';
import type { EngagementService, InteractionRecorder } from './modules/engagement/index.ts';
import type { FranchisorService } from './modules/franchisor/index.ts';
import type { InsightsService } from './modules/insights/index.ts';
import type { KreditService } from './modules/kredit/index.ts';
import type { ListingReview, ListingsService } from './modules/listings/index.ts';
import type { MembershipAdminService, MembershipService } from './modules/membership/index.ts';
import type { OfferingsService } from './modules/offerings/index.ts';
import type { FileStore } from './storage/index.ts';

/** The infrastructure every service may be built from (create-deps.ts builds it once). */
export interface CoreDeps {
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
  /** The identity tables (accounts, sessions, roles) as the auth module exposes them. */
  identity: IdentityRepository;
}

/** Every module's service, built once in create-deps.ts; route files only read them. */
export interface Services {
  accounts: AccountsService;
  /** After an e-mail change: other sessions end, the old address can undo it. */
  emailChange: EmailChangeGuard;
  admin: AdminService;
  /** The admin area: metrics, users, the audit log. */
  adminArea: AdminAreaServices;
  analytics: AnalyticsService;
  catalog: CatalogService;
  clientErrors: ClientErrorsService;
  content: ContentService;
  engagement: EngagementService;
  interactions: InteractionRecorder;
  insights: InsightsService;
  franchisor: FranchisorService;
  jobsAdmin: JobsAdminService;
  kredit: KreditService;
  listings: ListingsService;
  listingReview: ListingReview;
  /** Franchisor plans and payments: `membership.liveListingLimit(franchisorId)`. */
  membership: MembershipService;
  membershipAdmin: MembershipAdminService;
  offerings: OfferingsService;
}

/** Everything the app needs, built once in create-deps.ts (by main.ts or a test) and passed down. */
export interface AppDeps extends CoreDeps {
  services: Services;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    user: SessionUser | null;
    /** For the routes' rateLimit middleware (lib/rate-rules.ts). */
    rateLimiter: RateLimiter;
  };
}
