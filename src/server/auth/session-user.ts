import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import { Problem } from '../lib/problem.ts';

/** The signed-in account behind a request, as every module sees it. */
export interface SessionUser {
  id: string;
  email: string;
  /** Profile role (spec §3): 'user' for seekers, 'franchisor' for franchisors. */
  role: 'user' | 'franchisor';
}

/**
 * Puts the request's signed-in user (or null) on `c.var.user`. The accounts module resolves
 * the session cookie here; until accounts exist every request is a visitor's.
 */
export function sessionMiddleware(_deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    await next();
  };
}

/** The signed-in user, or a 401 problem. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new Problem(401, 'unauthenticated', 'Please sign in to continue.');
  return user;
}
