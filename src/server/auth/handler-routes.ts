import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import { AUTH_PATH_RULES, AUTH_RATE_RULES } from './rate-limits.ts';

const AUTH_BASE = '/api/auth';

/**
 * Better Auth's endpoints under /api/auth/* (sign-in, sign-out, e-mailed codes, password
 * change and reset, sessions, two-factor). The app's Origin check and session middleware run
 * before these; every path that can be guessed at counts against a DB-backed limit first.
 */
export function authHandlerRoutes({ auth, rateLimiter }: AppDeps) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice(AUTH_BASE.length);
    const rules = c.req.method === 'POST' ? AUTH_PATH_RULES[path] : undefined;
    if (rules) {
      let email = '';
      if (rules.some(([, by]) => by === 'email')) {
        const body = (await c.req.raw
          .clone()
          .json()
          .catch(() => ({}))) as { email?: unknown };
        email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      }
      for (const [key, by] of rules) {
        if (by === 'email' && !email) continue;
        await rateLimiter.hit(AUTH_RATE_RULES[key], by === 'ip' ? c.var.clientIp : email);
      }
    }
    return auth.handler(c.req.raw);
  });
}
