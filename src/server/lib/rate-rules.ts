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
  interactionsPerUser: { name: 'interactions:user', limit: 600, windowSeconds: 60 },
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
  /** Issue 16: 20 messages a minute per person keeps a conversation going and a flood out. */
  messagesPerUser: {
    name: 'messages:user',
    limit: 20,
    windowSeconds: 60,
    message: 'You are sending messages too quickly. Please wait a moment.',
  },
  reportsPerUser: {
    name: 'conversation-reports:user',
    limit: 10,
    windowSeconds: 3600,
    message: 'You have sent many reports in a short time. Please try again later.',
  },
  contactPerAddress: {
    name: 'contact:email',
    limit: 3,
    windowSeconds: 3600,
    message: 'You have sent several messages in a short time. Please try again in an hour.',
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
    const subject = per === 'user' ? c.var.user?.id : c.var.clientIp;
    if (subject) await c.var.rateLimiter.hit(RATE_RULES[rule], subject);
    await next();
  };
}
