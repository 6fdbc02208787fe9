import type { MiddlewareHandler } from 'hono';
import type { RateLimiter, RateRule } from './rate-limit.ts';

/**
 * Every rate limit of the API outside sign-in (those are AUTH_RATE_RULES, src/server/auth),
 * by name. A route declares the per-address or per-user ones with `rateLimit(...)` in its
 * createRoute middleware; a limit on a value of the body (an e-mail address) is hit by the
 * service, with its rule from this table.
 */
export const RATE_RULES = {
  pageViews: { name: 'page-views', limit: 300, windowSeconds: 60 },
  bookmarksPerUser: { name: 'bookmarks:user', limit: 120, windowSeconds: 60 },
  claimsPerUser: { name: 'claims:user', limit: 10, windowSeconds: 3600 },
  interactionsPerUser: { name: 'interactions:user', limit: 600, windowSeconds: 60 },
  /** Views and clicks from one address, signed in or not: the page-view beacon's allowance. */
  interactionsPerIp: { name: 'interactions:ip', limit: 300, windowSeconds: 60 },
  /**
   * Assistants' calls to /api/mcp from one address, with or without an account: each is at least
   * one catalog read, so they get the page-view beacon's per-address allowance.
   */
  assistantsPerIp: { name: 'assistants:ip', limit: 300, windowSeconds: 60 },
  savedSearchesPerUser: { name: 'saved-searches:user', limit: 60, windowSeconds: 60 },
  /** Unsubscribe links are signed; the limit only stops someone trying tokens in bulk. */
  unsubscribePerIp: { name: 'unsubscribe:ip', limit: 30, windowSeconds: 600 },
  marketNotifyPerIp: { name: 'market-notify:ip', limit: 5, windowSeconds: 3600 },
  informationRequestsPerIp: {
    name: 'information-requests:ip',
    limit: 10,
    windowSeconds: 3600,
    message: 'You have sent many requests in a short time. Please try again later.',
  },
  /** A browser stuck in an error loop must not fill the table: 20 reports per 10 minutes per address. */
  clientErrorsPerIp: {
    name: 'client-errors:ip',
    limit: 20,
    windowSeconds: 600,
    message: 'Too many error reports from this address. Please try again later.',
  },
  /** At most 5 messages an hour from one network address and 3 an hour from one e-mail address. */
  contactPerIp: {
    name: 'contact:ip',
    limit: 5,
    windowSeconds: 3600,
    message: 'You have sent several messages in a short time. Please try again in an hour.',
  },
  /** 20 messages a minute per person keeps a conversation going and a flood out. */
  messagesPerUser: {
    name: 'messages:user',
    limit: 20,
    windowSeconds: 60,
    message: 'You are sending messages too quickly. Please wait a moment.',
  },
  /**
   * Connection requests reach a stranger's bell and inbox: 20 an hour is plenty for someone
   * meeting people, and keeps anyone from asking the whole network at once.
   */
  connectionRequestsPerUser: {
    name: 'network:requests:user',
    limit: 20,
    windowSeconds: 3600,
    message: 'You have asked many people to connect in a short time. Please try again later.',
  },
  /** Call requests and their changes: 20 an hour per person is far above any real scheduling. */
  callsPerUser: {
    name: 'calls:user',
    limit: 20,
    windowSeconds: 3600,
    message: 'You have changed many calls in a short time. Please try again later.',
  },
  reportsPerUser: {
    name: 'conversation-reports:user',
    limit: 10,
    windowSeconds: 3600,
    message: 'You have sent many reports in a short time. Please try again later.',
  },
  /** Writing, rewriting, replying to and reporting franchise reviews. */
  reviewsPerUser: {
    name: 'reviews:user',
    limit: 30,
    windowSeconds: 3600,
    message: 'You have changed many reviews in a short time. Please try again later.',
  },
  contactPerAddress: {
    name: 'contact:email',
    limit: 3,
    windowSeconds: 3600,
    message: 'You have sent several messages in a short time. Please try again in an hour.',
  },
  /**
   * Uploads are stored and scanned: a user may attach at most 30 Kredit documents an hour (an
   * application holds 10 at most; the rest allows for removed and replaced ones).
   */
  kreditDocumentsPerUser: {
    name: 'kredit:documents:user',
    limit: 30,
    windowSeconds: 3600,
    message: 'You have uploaded many documents in a short time. Please try again in an hour.',
  },
  /** Verification documents of a company: 3 per kind are kept, 20 uploads an hour allow retries. */
  companyDocumentsPerUser: {
    name: 'membership:documents:user',
    limit: 20,
    windowSeconds: 3600,
    message: 'You have uploaded many documents in a short time. Please try again in an hour.',
  },
  /** Codes e-mailed to leads addresses: a company adds a few addresses, and sometimes asks again. */
  leadAddressCodesPerUser: {
    name: 'lead-addresses:codes:user',
    limit: 10,
    windowSeconds: 3600,
    message: 'You have asked for many codes in a short time. Please try again in an hour.',
  },
  /** Guesses at those codes, beside each code's own limit of wrong guesses. */
  leadAddressChecksPerUser: {
    name: 'lead-addresses:checks:user',
    limit: 30,
    windowSeconds: 600,
    message: 'You have entered many codes in a short time. Please try again in a few minutes.',
  },
  /** Each checkout asks the payment provider for a session. */
  checkoutsPerUser: { name: 'membership:checkout:user', limit: 20, windowSeconds: 3600 },
  /** Listing media are re-encoded with sharp, the costliest request a franchisor can make. */
  listingUploadsPerUser: {
    name: 'listings:uploads:user',
    limit: 120,
    windowSeconds: 3600,
    message: 'You have uploaded many files in a short time. Please try again later.',
  },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

interface RateEnv {
  Variables: { rateLimiter: RateLimiter; clientIp: string; user: { id: string } | null };
}

/**
 * Route middleware: counts the request against a named rule, per client address or per
 * signed-in user (after requireUser), and answers 429 past the limit.
 */
export function rateLimit(rule: RateRuleName, per: 'ip' | 'user'): MiddlewareHandler<RateEnv> {
  return async (c, next) => {
    const subject = per === 'user' ? c.get('user')?.id : c.get('clientIp');
    if (subject) await c.get('rateLimiter').hit(RATE_RULES[rule], subject);
    await next();
  };
}
