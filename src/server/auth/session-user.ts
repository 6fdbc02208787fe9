import type { MiddlewareHandler } from 'hono';
import type { Auth } from './auth.ts';
import { hasSessionCookie, SESSION_ABSOLUTE_MAX_MS } from './auth.ts';
import type { IdentityRepository } from './repository.ts';

/** The signed-in account behind a request, as every module sees it. */
export interface SessionUser {
  id: string;
  email: string;
  /** Profile role (spec §3): 'user' for seekers, 'franchisor' for franchisors. */
  role: 'user' | 'franchisor';
  /** Spec §6: the admin level, or null for everyone who is not an admin. */
  adminLevel: 'standard' | 'super' | null;
  /** The Better Auth session behind this request (set by the session middleware). */
  sessionId?: string;
}

/** What the session middleware puts on a request (part of the app's AppEnv). */
export interface SessionEnv {
  Variables: { user: SessionUser | null };
}

/**
 * Puts the request's signed-in user (or null) on `c.var.user`, from the Better Auth session
 * cookie. A session slides (7 days, refreshed daily; the refreshed cookie is passed on) but
 * never outlives 30 days from sign-in: an older one is deleted here, before any handler (Better
 * Auth's own included) can use it.
 */
export function sessionMiddleware(deps: {
  auth: Auth;
  identity: IdentityRepository;
}): MiddlewareHandler<SessionEnv> {
  const { auth, identity } = deps;
  return async (c, next) => {
    c.set('user', null);
    let refreshedCookies: string[] = [];
    if (hasSessionCookie(c.req.header('cookie') ?? null)) {
      const { headers, response } = await auth.api.getSession({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      // Better Auth answers "no session" when it cannot read the database too: that must be a
      // 503 (app.ts), not a browser quietly signed out.
      if (!response) await identity.ping();
      if (response) {
        const age = Date.now() - new Date(response.session.createdAt).getTime();
        // A suspended account's sessions are deleted when it is suspended; this also ends any
        // that raced the suspension.
        if (age > SESSION_ABSOLUTE_MAX_MS || response.user.banned) {
          await identity.deleteSession(response.user.id, response.session.id);
        } else {
          const access = await identity.findAccess(response.user.id);
          c.set('user', {
            id: response.user.id,
            email: response.user.email,
            role: access.role,
            adminLevel: access.adminLevel,
            sessionId: response.session.id,
          });
          refreshedCookies = headers.getSetCookie();
        }
      }
    }
    await next();
    // Better Auth answers for its own paths; elsewhere pass on a slid session's new cookie.
    if (refreshedCookies.length > 0 && !c.req.path.startsWith('/api/auth/')) {
      try {
        for (const cookie of refreshedCookies) c.res.headers.append('Set-Cookie', cookie);
      } catch {
        // An immutable response (e.g. a redirect): the cookie is refreshed on the next request.
      }
    }
  };
}
