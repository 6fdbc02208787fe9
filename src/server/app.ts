import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { KREDIT_DOCUMENT } from '../shared/kredit.ts';
import { AVATAR, LISTING_LIMITS, MESSAGES, OFFERING_LIMITS } from '../shared/limits.ts';
import { COMPANY_DOCUMENTS } from '../shared/membership-plans.ts';
import type { AppDeps, AppEnv } from './app-deps.ts';
import { authHandlerRoutes, hasSessionCookie, sessionMiddleware } from './auth/index.ts';
import { jobsAdminRoutes } from './jobs/index.ts';
import { resolveClientIp } from './lib/client-ip.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './lib/database-errors.ts';
import { isForeignOrigin } from './lib/origin.ts';
import { Problem, problemBody } from './lib/problem.ts';
import { requestContext } from './lib/request-context.ts';
import { bodySizeLimit, requestGuard, type UploadRoute, urlGuard } from './lib/request-guard.ts';
import { requestHeader } from './lib/request-headers.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { isServedHost } from './lib/served-hosts.ts';
import { accountsRoutes } from './modules/accounts/index.ts';
import { adminAccessAudit, adminAreaRoutes, adminRoutes } from './modules/admin/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { assistantsRoutes } from './modules/assistants/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { claimsRoutes } from './modules/claims/index.ts';
import { clientErrorRoutes } from './modules/client-errors/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { conversationRoutes } from './modules/conversations/index.ts';
import { devMailboxRoutes, renderApiDocs } from './modules/dev/index.ts';
import { engagementRoutes } from './modules/engagement/index.ts';
import { fileRoutes } from './modules/files/index.ts';
import { franchisorRoutes } from './modules/franchisor/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { insightsRoutes } from './modules/insights/index.ts';
import { kreditRoutes } from './modules/kredit/index.ts';
import { listingAdminRoutes, listingsRoutes } from './modules/listings/index.ts';
import { maintenanceRoutes } from './modules/maintenance/index.ts';
import { meetingsRoutes } from './modules/meetings/index.ts';
import { leadAddressRoutes, membershipRoutes } from './modules/membership/index.ts';
import { networkRoutes } from './modules/network/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { offeringAdminRoutes, offeringsRoutes } from './modules/offerings/index.ts';
import { quotesRoutes } from './modules/quotes/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { rewardsRoutes } from './modules/rewards/index.ts';
import { savedSearchRoutes } from './modules/saved-searches/index.ts';
import { seoApiRoutes, seoRoutes } from './seo/index.ts';
import { webRoutes } from './web/index.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Where the MCP server for assistants answers (modules/assistants). */
const ASSISTANTS_PATH = '/api/mcp';

/** The routes that take more than a 64 KB JSON body: uploads, each with its own size. */
const UPLOAD_ROUTES: UploadRoute[] = [
  {
    method: 'POST',
    path: /^\/api\/v1\/me\/avatar$/,
    // The picture plus room for the multipart framing.
    maxBytes: AVATAR.maxBytes + 64 * 1024,
    tooLarge: { code: 'file_too_large', detail: 'The picture is larger than 5 MB.' },
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/franchisor\/listings\/[^/]+\/images$/,
    maxBytes: LISTING_LIMITS.imageMaxBytes + 64 * 1024,
    tooLarge: {
      code: 'file_too_large',
      detail: `The picture is larger than ${LISTING_LIMITS.imageMaxBytes / 1048576} MB.`,
    },
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/franchisor\/listings\/[^/]+\/documents$/,
    maxBytes: LISTING_LIMITS.documentMaxBytes + 64 * 1024,
    tooLarge: {
      code: 'file_too_large',
      detail: `The document is larger than ${LISTING_LIMITS.documentMaxBytes / 1048576} MB.`,
    },
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/kredit\/applications\/[^/]+\/documents$/,
    maxBytes: KREDIT_DOCUMENT.maxBytes + 64 * 1024,
    tooLarge: { code: 'file_too_large', detail: 'File: at most 10 MB.' },
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/franchisor\/offerings\/[^/]+\/images$/,
    maxBytes: LISTING_LIMITS.imageMaxBytes + 64 * 1024,
    tooLarge: {
      code: 'file_too_large',
      detail: `The picture is larger than ${LISTING_LIMITS.imageMaxBytes / 1048576} MB.`,
    },
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/rewards\/spends$/,
    maxBytes: OFFERING_LIMITS.invoiceMaxBytes + 64 * 1024,
    tooLarge: { code: 'file_too_large', detail: 'The invoice is larger than 10 MB.' },
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/franchisor\/documents$/,
    maxBytes: COMPANY_DOCUMENTS.maxBytes + 64 * 1024,
    tooLarge: { code: 'file_too_large', detail: 'The document is larger than 5 MB.' },
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/conversations\/[^/]+\/attachments$/,
    maxBytes: MESSAGES.attachmentMaxBytes + 64 * 1024,
    tooLarge: { code: 'file_too_large', detail: 'File: at most 10 MB.' },
  },
];

function sendProblem(c: Context<AppEnv>, problem: Problem) {
  const headers: Record<string, string> = { 'Content-Type': 'application/problem+json' };
  if ((problem.status === 429 || problem.status === 503) && typeof problem.extra.retryAfter === 'number') {
    headers['Retry-After'] = String(problem.extra.retryAfter);
  }
  return c.body(JSON.stringify(problemBody(problem, c.req.path)), problem.status, headers);
}

export function buildApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new OpenAPIHono<AppEnv>();

  const safetyHeaders = securityHeaders(config);
  app.use('*', async (c, next) => {
    const started = performance.now();
    // The id comes from X-Request-Id when a proxy in front sent one, so one request has one id
    // across the proxy and the instance that served it; the logger adds it to every line.
    let reqId = requestHeader(c, 'x-request-id');
    if (!reqId || reqId.length > 255 || /[^\w\-=]/.test(reqId)) reqId = randomUUID();
    const clientIp = resolveClientIp(c, config.TRUST_PROXY);
    c.set('requestId', reqId);
    c.set('log', logger);
    c.set('clientIp', clientIp);
    c.set('rateLimiter', deps.rateLimiter);
    // Password hashes a request causes wait their turn by its client address (password-hash.ts).
    await requestContext.run({ reqId, hashing: { client: clientIp, trusted: false } }, next);
    const ms = performance.now() - started;
    finishHeaders(c, reqId, ms);
    // After next(), the route index is the handler that answered: its pattern, not the path, so
    // the metrics hold one series per route and not one per id.
    deps.metrics.observeRequest(c.req.method, routePath(c), c.res.status, ms / 1000);
    if (logger.isLevelEnabled('info')) {
      logger.info(
        { reqId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) },
        'request',
      );
    }
  });

  /** What every answer carries, set in one pass over its headers once it is made. */
  function finishHeaders(c: Context<AppEnv>, reqId: string, ms: number) {
    // Personal data is never kept by a cache: API answers default to no-store, and anything
    // answered to a signed-in browser that is not explicitly public becomes private, no-store.
    const signedIn = hasSessionCookie(requestHeader(c, 'cookie') ?? null);
    const current = c.res.headers.get('Cache-Control');
    let cacheControl: string | null = null;
    if (!current)
      cacheControl = signedIn ? 'private, no-store' : c.req.path.startsWith('/api/') ? 'no-store' : null;
    else if (signedIn && !/\bpublic\b|no-store/.test(current)) cacheControl = 'private, no-store';
    const apply = (headers: Headers) => {
      headers.set('X-Request-Id', reqId);
      // Time spent in the app, for browsers' network panels and the benchmarks.
      headers.set('Server-Timing', `app;dur=${ms.toFixed(1)}`);
      // Shutting down: the client's next request opens a connection to another instance.
      if (deps.lifecycle.draining) headers.set('Connection', 'close');
      if (cacheControl) headers.set('Cache-Control', cacheControl);
      // A header a route sets itself wins (e.g. the sandbox policy of served files).
      for (const [name, value] of safetyHeaders) if (!headers.has(name)) headers.set(name, value);
      headers.delete('X-Powered-By');
    };
    try {
      apply(c.res.headers);
    } catch {
      // An immutable response (a redirect made by Response.redirect): a copy takes them.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  }

  // DNS rebinding (issue 31.2): a name the attacker controls, pointed at this machine, is
  // refused before any route runs: dev pages, metrics and the API alike (lib/served-hosts.ts).
  app.use('*', async (c, next) => {
    const host =
      (config.TRUST_PROXY && requestHeader(c, 'x-forwarded-host')) ||
      requestHeader(c, 'host') ||
      new URL(c.req.url).host;
    if (!isServedHost(config, host)) {
      return sendProblem(
        c,
        new Problem(421, 'misdirected_request', 'This server does not answer for that host name.'),
      );
    }
    await next();
  });

  // Spec §2: the bare domain and plain http go to the canonical https www origin.
  if (config.PUBLIC_ORIGIN) {
    const canonical = new URL(config.PUBLIC_ORIGIN);
    app.use('*', async (c, next) => {
      const url = new URL(c.req.url);
      const proto =
        (config.TRUST_PROXY && requestHeader(c, 'x-forwarded-proto')) || url.protocol.replace(':', '');
      const host =
        (config.TRUST_PROXY && requestHeader(c, 'x-forwarded-host')) || requestHeader(c, 'host') || url.host;
      if (host !== canonical.host || `${proto}:` !== canonical.protocol) {
        return c.redirect(`${canonical.origin}${url.pathname}${url.search}`, 301);
      }
      await next();
    });
  }

  // Caps every body before it is read; then, for the API, the checks no input may pass.
  app.use('*', bodySizeLimit(UPLOAD_ROUTES));
  app.use('*', urlGuard());
  app.use('/api/*', requestGuard(UPLOAD_ROUTES));

  // Cookie sessions make cross-site writes dangerous: a browser always sends Origin on them.
  app.use('/api/*', async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const foreign = isForeignOrigin({
        origin: requestHeader(c, 'origin'),
        fetchSite: requestHeader(c, 'sec-fetch-site'),
        config,
      });
      if (foreign) {
        return sendProblem(
          c,
          new Problem(403, 'foreign_origin', 'Requests from other sites are not accepted.'),
        );
      }
    }
    await next();
  });

  // The MCP endpoint is for assistants, never a browser's session: a cookie sent along with a
  // request to it (by a page of any site) is not read, so it can act for nobody.
  app.use('/api/*', except(ASSISTANTS_PATH, sessionMiddleware(deps)));
  app.use(ASSISTANTS_PATH, async (c, next) => {
    c.set('user', null);
    await next();
  });
  app.use('/api/v1/*', adminAccessAudit(deps.audit));

  const api = app
    .route('/api', healthRoutes(deps))
    .route('/api/auth', authHandlerRoutes(deps))
    .route('/api/v1', accountsRoutes(deps))
    .route('/api/v1', adminRoutes(deps))
    .route('/api/v1', adminAreaRoutes(deps))
    .route('/api/v1', jobsAdminRoutes(deps))
    .route('/api/v1', analyticsRoutes(deps))
    .route('/api/v1', fileRoutes(deps))
    .route('/api/v1', catalogRoutes(deps))
    .route('/api/v1', engagementRoutes(deps))
    .route('/api/v1', savedSearchRoutes(deps))
    .route('/api/v1', reviewRoutes(deps))
    .route('/api/v1', insightsRoutes(deps))
    .route('/api/v1', contentRoutes(deps))
    .route('/api/v1', offeringsRoutes(deps))
    .route('/api/v1', offeringAdminRoutes(deps))
    .route('/api/v1', seoApiRoutes(deps))
    .route('/api/v1', franchisorRoutes(deps))
    .route('/api/v1', listingsRoutes(deps))
    .route('/api/v1', listingAdminRoutes(deps))
    .route('/api/v1', membershipRoutes(deps))
    .route('/api/v1', leadAddressRoutes(deps))
    .route('/api/v1', claimsRoutes(deps))
    .route('/api/v1', clientErrorRoutes(deps))
    .route('/api/v1', kreditRoutes(deps))
    .route('/api/v1', quotesRoutes(deps))
    .route('/api/v1', rewardsRoutes(deps))
    .route('/api/v1', conversationRoutes(deps))
    .route('/api/v1', notificationRoutes(deps))
    .route('/api/v1', networkRoutes(deps))
    .route('/api/v1', meetingsRoutes(deps))
    .route('/api', assistantsRoutes(deps));

  const openApiConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Franchisio API',
      version: '1',
      description:
        'REST API of the Franchisio marketplace. Errors are application/problem+json with a stable code.',
    },
  };
  app.doc31('/api/openapi.json', openApiConfig);
  app.get('/api/docs', (c) =>
    c.html(
      renderApiDocs(
        app.getOpenAPI31Document(openApiConfig) as unknown as Parameters<typeof renderApiDocs>[0],
      ),
    ),
  );

  app.route('/api', maintenanceRoutes(deps));

  if (!config.isProduction) app.route('/dev', devMailboxRoutes(deps));
  // In production the dev tools do not exist: a plain 404, whether or not the web app is built.
  else app.all('/dev/*', (c) => sendProblem(c, new Problem(404, 'not_found', 'Not found.')));

  app.all('/api/*', (c) =>
    sendProblem(c, new Problem(404, 'not_found', `No API route for ${c.req.method} ${c.req.path}.`)),
  );
  app.route('/', seoRoutes(deps));
  app.route(
    '/',
    webRoutes(deps, (request, env) => app.fetch(request, env)),
  );

  app.onError((err, c) => {
    if (err instanceof Problem) return sendProblem(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      const malformed = /malformed json/i.test(err.message);
      return sendProblem(
        c,
        new Problem(
          err.status,
          malformed ? 'malformed_json' : 'invalid_request',
          malformed ? 'The request body is not valid JSON.' : err.message || 'The request is not valid.',
        ),
      );
    }
    if (isDatabaseUnavailable(err)) {
      (c.get('log') ?? logger).warn({ err: { message: (err as Error).message } }, 'database unavailable');
      return sendProblem(
        c,
        new Problem(
          503,
          'service_unavailable',
          'The service is briefly unavailable. Please try again shortly.',
          {
            retryAfter: DATABASE_RETRY_AFTER_SECONDS,
          },
        ),
      );
    }
    // Whatever failed (a query, a bug), its text stays in the log: the client gets the request id.
    (c.get('log') ?? logger).error({ err }, 'unhandled error');
    return sendProblem(
      c,
      new Problem(500, 'internal_error', 'Something went wrong on our side. Please try again.', {
        requestId: c.get('requestId'),
      }),
    );
  });

  return api;
}

export type AppType = ReturnType<typeof buildApp>;
