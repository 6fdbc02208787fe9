import { randomBytes } from 'node:crypto';
import type { AppDeps, CoreDeps, Services } from './app-deps.ts';
import { createAuth, createIdentityRepository, loadAuthSecret } from './auth/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './email/index.ts';
import { createJobRunner, createJobsAdminService } from './jobs/index.ts';
import { createCatalogChanges } from './lib/catalog-changes.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import type { Logger } from './lib/logger.ts';
import { createMetrics } from './lib/metrics.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createTurns, noTurns } from './lib/turns.ts';
import {
  clearPendingSignUp,
  createAccountsService,
  createEmailChangeGuard,
  pendingAccountsJob,
} from './modules/accounts/index.ts';
import { createAdminAreaServices, createAdminGuard, createAdminService } from './modules/admin/index.ts';
import { createAnalyticsService } from './modules/analytics/index.ts';
import { createAuditLog } from './modules/audit/index.ts';
import { createCatalogService } from './modules/catalog/index.ts';
import { createClaimsService } from './modules/claims/index.ts';
import { createClientErrorsService } from './modules/client-errors/index.ts';
import { createContentService } from './modules/content/index.ts';
import { createConversationsService } from './modules/conversations/index.ts';
import { createEngagementService, createInteractionRecorder } from './modules/engagement/index.ts';
import { createFranchisorService } from './modules/franchisor/index.ts';
import { housekeepingJob } from './modules/housekeeping/index.ts';
import { createInsightsService, segmentJob, trendingJob } from './modules/insights/index.ts';
import { createKreditService, kreditOverdueJob } from './modules/kredit/index.ts';
import {
  createListingCatalogAdmin,
  createListingReview,
  createListingsService,
  planLapseJob,
} from './modules/listings/index.ts';
import { callsDueJob, createMeetingsService } from './modules/meetings/index.ts';
import {
  createLeadAddresses,
  createMembershipAdminService,
  createMembershipModule,
} from './modules/membership/index.ts';
import { createNetworkService } from './modules/network/index.ts';
import { createNotificationsService } from './modules/notifications/index.ts';
import {
  createOfferingCatalogAdmin,
  createOfferingModeration,
  createOfferingsService,
  createVendorOfferings,
} from './modules/offerings/index.ts';
import { createQuotesService, quoteExpiryJob } from './modules/quotes/index.ts';
import { createReviewsService } from './modules/reviews/index.ts';
import { createRewardsService } from './modules/rewards/index.ts';
import {
  createSavedSearchService,
  savedSearchDigestJob,
  savedSearchMatchJob,
} from './modules/saved-searches/index.ts';
import { createRealtimeBus, sessionsEnded } from './realtime/index.ts';
import { createSeoService } from './seo/index.ts';
import { createFileStore, createStorageDriver } from './storage/index.ts';

/**
 * Builds every service the app needs from configuration and an open database: one recipe for
 * the server and the tests. Services are built here once; route files only read them.
 */
export async function createAppDeps(config: Config, database: Database, logger: Logger): Promise<AppDeps> {
  const { db } = database;
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, logger });
  // Every module's jobs are registered here; boot starts the runner (tests start it when they need it).
  const jobs = createJobRunner({ database, logger });
  jobs.register(housekeepingJob(db, config.HOUSEKEEPING_CRON));
  jobs.register(pendingAccountsJob(db));
  const realtime = await createRealtimeBus(database, logger);
  // However a session ends, every instance closes the realtime sockets on it at once.
  const onSessionsEnded = (userId: string, sessionIds: string[]) =>
    realtime.publish(sessionsEnded(userId, sessionIds));
  const core: CoreDeps = {
    config,
    database,
    logger,
    mailer,
    files: createFileStore({
      db,
      driver: createStorageDriver(config),
      maxBytes: config.MAX_UPLOAD_BYTES,
    }),
    rateLimiter: createRateLimiter(db),
    audit: createAuditLog(db),
    jobs,
    catalogChanges: await createCatalogChanges(database, logger),
    realtime,
    auth: createAuth(
      {
        config,
        database,
        mailer,
        logger,
        onSessionsEnded,
        onPendingAccountRecovered: clearPendingSignUp(db),
      },
      await loadAuthSecret(db, config.BETTER_AUTH_SECRET),
    ),
    identity: createIdentityRepository(db, onSessionsEnded),
    controlToken: randomBytes(32).toString('base64url'),
    lifecycle: createLifecycle(),
    metrics: createMetrics({ database, queueDepth: () => jobs.queueDepth(), logger }),
  };
  const services = createServices(core);
  // Jobs that need a service are registered here, once (createServices may be built again in tests).
  jobs.register(kreditOverdueJob(core));
  jobs.register(savedSearchMatchJob(services.savedSearches));
  jobs.register(savedSearchDigestJob(services.savedSearches));
  jobs.register(quoteExpiryJob(services.quotes));
  jobs.register(planLapseJob(core, services.membership.liveListingLimit));
  jobs.register(services.notifications.mailJob());
  jobs.register(services.conversations.unreadMailJob());
  jobs.register(callsDueJob(services.meetings));
  for (const job of services.seo.jobs) jobs.register(job);
  jobs.register(trendingJob(services.insights));
  jobs.register(segmentJob(services.insights));
  return { ...core, services };
}

/**
 * Every module's service over the core parts. Nothing here touches the database, so a test can
 * build services over another database (an outage, say) without the start-up reads.
 */
export function createServices(core: CoreDeps): Services {
  const { database, logger, jobs } = core;
  const { db } = database;
  const interactions = createInteractionRecorder(db, logger);
  const notifications = createNotificationsService({ ...core, db });
  const conversations = createConversationsService({ ...core, db, notifications });
  // One catalog service, and so one read cache, for the API and the page heads; every
  // instance drops it when the catalog changes.
  const leadAddresses = createLeadAddresses(core);
  const catalog = createCatalogService({
    ...core,
    db,
    interactions,
    openInquiry: conversations.openInquiry,
    leadRecipients: leadAddresses.recipients,
    turns: database.engine === 'pglite' ? createTurns() : noTurns,
  });
  core.catalogChanges.subscribe(catalog.dropCache);
  const membership = createMembershipModule(core);
  const savedSearches = createSavedSearchService(core, catalog, notifications);
  const vendorOfferings = createVendorOfferings(core);
  const rewards = createRewardsService(core, vendorOfferings, notifications);
  const quotes = createQuotesService(core, vendorOfferings, conversations);
  const offerings = createOfferingsService(core, rewards.hasSpend);
  const seo = createSeoService(core, catalog, offerings);
  const engagement = createEngagementService(db, interactions);
  const insights = createInsightsService({ db, logger, engagement });
  const services: Services = {
    accounts: createAccountsService(core),
    emailChange: createEmailChangeGuard(core),
    admin: createAdminService(core),
    adminArea: createAdminAreaServices(core),
    analytics: createAnalyticsService(db),
    catalog,
    clientErrors: createClientErrorsService(core),
    conversations,
    content: createContentService(core),
    engagement,
    interactions,
    insights,
    claims: createClaimsService(core),
    franchisor: createFranchisorService(db, { engagement, requireAdmin: createAdminGuard(db) }),
    jobsAdmin: createJobsAdminService({ db, jobs, audit: core.audit }),
    kredit: createKreditService(core),
    listings: createListingsService(core, membership.liveListingLimit),
    listingReview: createListingReview(core, membership.liveListingLimit, notifications),
    listingCatalogAdmin: createListingCatalogAdmin(core, membership.liveListingLimit, notifications),
    meetings: createMeetingsService({ ...core, db, notifications, interactions }),
    membership,
    leadAddresses,
    membershipAdmin: createMembershipAdminService(core, notifications),
    savedSearches,
    offerings,
    vendorOfferings,
    offeringModeration: createOfferingModeration(core),
    offeringCatalogAdmin: createOfferingCatalogAdmin(core),
    quotes,
    rewards,
    reviews: createReviewsService(core, createAdminGuard(db)),
    network: createNetworkService({ db, conversations, notifications }),
    notifications,
    seo,
  };
  return services;
}
