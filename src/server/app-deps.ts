import type { Auth, IdentityRepository, SessionUser } from './auth/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './email/index.ts';
import type { JobRunner, JobsAdminService } from './jobs/index.ts';
import type { CatalogChanges } from './lib/catalog-changes.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import type { Logger } from './lib/logger.ts';
import type { Metrics } from './lib/metrics.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { AccountsService, EmailChangeGuard } from './modules/accounts/index.ts';
import type { AdminAreaServices, AdminService } from './modules/admin/index.ts';
import type { AnalyticsService } from './modules/analytics/index.ts';
import type { AuditLog } from './modules/audit/index.ts';
import type { CatalogService } from './modules/catalog/index.ts';
import type { ClaimsService } from './modules/claims/index.ts';
import type { ClientErrorsService } from './modules/client-errors/index.ts';
import type { ContentService } from './modules/content/index.ts';
import type { ConversationsService } from './modules/conversations/index.ts';
import type { EngagementService, InteractionRecorder } from './modules/engagement/index.ts';
import type { FranchisorService } from './modules/franchisor/index.ts';
import type { InsightsService } from './modules/insights/index.ts';
import type { KreditService } from './modules/kredit/index.ts';
import type { ListingCatalogAdmin, ListingReview, ListingsService } from './modules/listings/index.ts';
import type { MeetingsService } from './modules/meetings/index.ts';
import type {
  LeadAddressesService,
  MembershipAdminService,
  MembershipService,
} from './modules/membership/index.ts';
import type { NetworkService } from './modules/network/index.ts';
import type { NotificationsService } from './modules/notifications/index.ts';
import type {
  OfferingCatalogAdmin,
  OfferingModeration,
  OfferingsService,
  VendorOfferings,
} from './modules/offerings/index.ts';
import type { QuotesService } from './modules/quotes/index.ts';
import type { ReviewsService } from './modules/reviews/index.ts';
import type { RewardsService } from './modules/rewards/index.ts';
import type { SavedSearchService } from './modules/saved-searches/index.ts';
import type { RealtimeBus } from './realtime/index.ts';
import type { SeoService } from './seo/index.ts';
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
  /** Frames for the realtime sockets of every instance (LISTEN/NOTIFY on PostgreSQL). */
  realtime: RealtimeBus;
  /** The identity tables (accounts, sessions, roles) as the auth module exposes them. */
  identity: IdentityRepository;
  /** Random per process: operator scripts on this machine present it (DATA_DIR/control.json). */
  controlToken: string;
  /** Shutdown state and hooks (lib/lifecycle.ts). */
  lifecycle: Lifecycle;
  /** Prometheus metrics (lib/metrics.ts), served at /api/metrics. */
  metrics: Metrics;
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
  /** Threads and messages; `realtimeAccess` answers the socket. */
  conversations: ConversationsService;
  content: ContentService;
  engagement: EngagementService;
  interactions: InteractionRecorder;
  insights: InsightsService;
  /** Claims of listings nobody manages: by the e-mail's domain, or an admin's decision. */
  claims: ClaimsService;
  franchisor: FranchisorService;
  jobsAdmin: JobsAdminService;
  kredit: KreditService;
  listings: ListingsService;
  listingReview: ListingReview;
  /** The admins' catalogue of live listings: search, pause with a reason, resume, feature. */
  listingCatalogAdmin: ListingCatalogAdmin;
  /** Calls between seekers and companies: proposals, .ics invitations, reminders. */
  meetings: MeetingsService;
  /** Franchisor plans and payments: `membership.liveListingLimit(franchisorId)`. */
  membership: MembershipService;
  /** Where a company's leads are e-mailed, each address verified by a code. */
  leadAddresses: LeadAddressesService;
  membershipAdmin: MembershipAdminService;
  /** The seeker network: opt-in profiles, search, connection requests. */
  network: NetworkService;
  /** The notifications centre: `notify(userId, kind, …)`. */
  notifications: NotificationsService;
  offerings: OfferingsService;
  /** Saved list searches, their new matches and the daily alert digest. */
  savedSearches: SavedSearchService;
  reviews: ReviewsService;
  /** Vendors' own software, AI tool and service listings. */
  vendorOfferings: VendorOfferings;
  /** Their review, in the listings moderation queue. */
  offeringModeration: OfferingModeration;
  /** The admins' catalogue of published offerings: search, pause with a reason, resume. */
  offeringCatalogAdmin: OfferingCatalogAdmin;
  quotes: QuotesService;
  /** Earn on spends: purchases, the cashback ledger, payouts. */
  rewards: RewardsService;
  /** Landing pages, sitemaps, indexing jobs and social images (src/server/seo). */
  seo: SeoService;
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
