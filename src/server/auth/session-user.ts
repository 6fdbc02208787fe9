import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import { requestHeader } from '../lib/request-headers.ts';
import type { Auth } from './auth.ts';
import {
  hasSessionCookie,
  SESSION_ABSOLUTE_MAX_MS,
  SESSION_EXPIRES_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from './auth.ts';
import type { IdentityRepository } from './repository.ts';
import { hashSessionToken } from './session-token-store.ts';

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
 *
 * Most requests carry a session that is valid and not due to slide: that case is read here in
 * one query (decision 0014). Every other case goes through Better Auth's getSession, which
 * clears a dead cookie, slides a session due for it and answers the rest.
 */
export function sessionMiddleware(deps: {
  auth: Auth;
  identity: IdentityRepository;
}): MiddlewareHandler<SessionEnv> {
  const { auth, identity } = deps;
  const readSession = quickSessionReader(auth, identity);
  return async (c, next) => {
    c.set('user', null);
    let refreshedCookies: string[] = [];
    const cookieHeader = requestHeader(c, 'cookie') ?? null;
    if (hasSessionCookie(cookieHeader)) {
      const quick = await readSession(cookieHeader!);
      if (quick) {
        c.set('user', quick);
      } else {
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

/**
 * The signed-in user of a request whose session cookie is signed by our secret and names a
 * session that is unexpired, not due to slide, not past its 30 days and of an account that is
 * not suspended; null for anything else, which Better Auth then handles. Better Auth signs the
 * cookie `token.base64(HMAC-SHA256(secret, token))`, and a session slides when its expiry is
 * less than `expiresIn − updateAge` away (its getSession).
 */
function quickSessionReader(auth: Auth, identity: IdentityRepository) {
  const settings = auth.$context.then((ctx) => ({
    secret: ctx.secret,
    tokenCookie: ctx.authCookies.sessionToken.name,
    // A cookie-cache cookie is not ours to read: Better Auth clears it.
    dataCookie: ctx.authCookies.sessionData.name,
  }));
  return async (cookieHeader: string): Promise<SessionUser | null> => {
    const { secret, tokenCookie, dataCookie } = await settings;
    const cookies = parse(cookieHeader);
    const signed = cookies[tokenCookie];
    if (!signed || cookies[dataCookie] !== undefined) return null;
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const found = await identity.findSessionAccess(hashSessionToken(token));
    if (!found || found.banned) return null;
    const now = Date.now();
    const slidesAt =
      found.expiresAt.getTime() - (SESSION_EXPIRES_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    if (found.expiresAt.getTime() <= now || slidesAt <= now) return null;
    if (now - found.createdAt.getTime() > SESSION_ABSOLUTE_MAX_MS) return null;
    return {
      id: found.userId,
      email: found.email,
      role: found.role,
      adminLevel: found.adminLevel,
      sessionId: found.sessionId,
    };
  };
}
