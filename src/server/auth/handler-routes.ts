import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { authServiceCode } from '../../shared/error-codes.ts';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import { ping } from '../db/maintenance.ts';
import { createRouter } from '../lib/openapi.ts';
import { Problem, problemBody } from '../lib/problem.ts';
import { siteOrigin } from '../lib/served-hosts.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { AUTH_ROUTES, type AuthRoute } from './auth-routes.ts';
import {
  createDeviceTrust,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  type DeviceTrust,
} from './device-trust.ts';
import { admitHashing, withHashingClient } from './password-hash.ts';
import { AUTH_RATE_RULES, limitCodeMail } from './rate-limits.ts';

const AUTH_BASE = '/api/auth';

/**
 * The gateway to Better Auth under /api/auth/*. Only the endpoints listed in auth-routes.ts are
 * reachable. Before Better Auth runs: the body (a JSON object, as app.ts makes sure) is checked
 * against the route's schema and only the parsed value is passed on, so every limit reads the
 * same identity Better Auth acts on; the route's limits are counted; work that hashes a
 * password is admitted through the hashing queue. After: session tokens are taken out of JSON
 * answers (the cookie carries them), errors become problem+json without internal detail, a
 * sign-in marks the browser as known to the account (device-trust.ts).
 */
export function authHandlerRoutes(deps: AppDeps) {
  const { auth, rateLimiter, config, database } = deps;
  let devices: DeviceTrust | null = null;
  const deviceTrust = async () => (devices ??= createDeviceTrust((await auth.$context).secret));
  const emailChange = deps.services.emailChange;

  async function countLimits(c: Context<AppEnv>, route: AuthRoute, body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email : '';
    for (const [key, by] of route.limits) {
      const subject = by === 'ip' ? c.var.clientIp : by === 'email' ? email : c.var.user?.id;
      if (subject) await rateLimiter.hit(AUTH_RATE_RULES[key], subject);
    }
    if (route.mailsCode && email) await limitCodeMail(rateLimiter, email);
    if (route.requestsReset && email) await rateLimiter.hit(AUTH_RATE_RULES.resetRequested, pair(email, c));
    if (route.usesResetCode && email) {
      const own =
        (await rateLimiter.seen(AUTH_RATE_RULES.resetRequested, pair(email, c))) ||
        (await deviceTrust()).recognise(getCookie(c, DEVICE_COOKIE), email) !== null;
      if (own) await rateLimiter.hit(AUTH_RATE_RULES.resetPair, pair(email, c));
      else await rateLimiter.hit(AUTH_RATE_RULES.resetOthers, email.toLowerCase());
    }
  }

  const pair = (email: string, c: Context<AppEnv>) => `${email.toLowerCase()}|${c.var.clientIp}`;

  /** Sign-in: per address always; per known browser, or else per account and address. */
  async function countSignIn(c: Context<AppEnv>, email: string): Promise<boolean> {
    await rateLimiter.hit(AUTH_RATE_RULES.signInIp, c.var.clientIp);
    const deviceId = (await deviceTrust()).recognise(getCookie(c, DEVICE_COOKIE), email);
    if (deviceId) {
      await rateLimiter.hit(AUTH_RATE_RULES.signInDevice, `${deviceId}|${email}`);
      return true;
    }
    await rateLimiter.hit(AUTH_RATE_RULES.signInPair, `${email}|${c.var.clientIp}`);
    return false;
  }

  return createRouter().all('/*', async (c) => {
    const path = c.req.path.slice(AUTH_BASE.length);
    const route = Object.hasOwn(AUTH_ROUTES, path) ? AUTH_ROUTES[path] : undefined;
    if (!route || route.method !== c.req.method) {
      throw new Problem(404, 'not_found', `No API route for ${c.req.method} ${c.req.path}.`);
    }
    const raw = c.req.header('content-length') === '0' ? {} : await c.req.json().catch(() => ({}));
    const parsed = route.body.safeParse(raw ?? {});
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw new Problem(400, 'validation_failed', errors[0]?.message ?? 'The request is not valid.', {
        errors,
      });
    }
    const body = parsed.data as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email : '';

    let trusted = false;
    if (route.signIn) trusted = await countSignIn(c, email);
    await countLimits(c, route, body);
    if (route.hashes) {
      const admission = admitHashing(c.var.clientIp);
      if (admission === 'client_busy') {
        throw new Problem(
          429,
          'rate_limited',
          'Too many sign-in requests at once from your network. Please wait a moment.',
          {
            retryAfter: 2,
          },
        );
      }
      if (admission === 'server_busy') {
        throw new Problem(503, 'busy', 'Signing in is busy right now. Please try again in a few seconds.', {
          retryAfter: 5,
        });
      }
    }

    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const request = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(body) });
    const response = await withHashingClient({ client: c.var.clientIp, trusted }, () =>
      auth.handler(request),
    );
    const result = await answer(c, route, response);
    if (route.changesEmail && response.ok && c.var.user) {
      await emailChange.changed({
        userId: c.var.user.id,
        keepSessionId: c.var.user.sessionId,
        oldEmail: c.var.user.email,
        newEmail: String(body.newEmail).toLowerCase(),
        origin: siteOrigin(config),
      });
    }

    const signedInAs = result.signedInEmail ?? (route.signIn && response.ok ? email : null);
    if (signedInAs && response.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))) {
      const value = (await deviceTrust()).remember(getCookie(c, DEVICE_COOKIE), signedInAs);
      result.response.headers.append(
        'Set-Cookie',
        generateCookie(DEVICE_COOKIE, value, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: config.isProduction,
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        }),
      );
    }
    return result.response;
  });

  /** Better Auth's answer as ours: no tokens in JSON, errors as problem+json, no internal detail. */
  async function answer(c: Context<AppEnv>, route: AuthRoute, response: Response) {
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    const data = isJson
      ? ((await response.json().catch(() => null)) as Record<string, unknown> | null)
      : null;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    if (response.status >= 500) {
      c.var.log.error({ status: response.status, body: data }, 'auth endpoint failed');
      const down = await ping(database.db)
        .then(() => false)
        .catch(() => true);
      throw down
        ? new Problem(
            503,
            'service_unavailable',
            'The service is briefly unavailable. Please try again shortly.',
            {
              retryAfter: 5,
            },
          )
        : new Problem(500, 'internal_error', 'Something went wrong on our side. Please try again.', {
            requestId: c.var.requestId,
          });
    }
    if (response.status >= 400) {
      const code = authServiceCode(typeof data?.code === 'string' ? data.code : 'auth_error');
      const detail =
        route.messages?.[code] ??
        (typeof data?.message === 'string' && data.message ? data.message : 'The request was refused.');
      headers.set('content-type', 'application/problem+json');
      const problem = new Problem(response.status as 400, code, detail);
      return {
        response: new Response(JSON.stringify(problemBody(problem, c.req.path)), {
          status: response.status,
          headers,
        }),
        signedInEmail: null,
      };
    }
    const user = data?.user as { email?: unknown } | undefined;
    const cleaned = data ? withoutTokens(data) : null;
    return {
      response: new Response(cleaned ? JSON.stringify(cleaned) : response.body, {
        status: response.status,
        headers,
      }),
      signedInEmail: typeof user?.email === 'string' ? user.email : null,
    };
  }
}

/** Session tokens travel only in the httpOnly cookie, never in a JSON body a script can read. */
function withoutTokens(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'token') continue;
    out[key] =
      inner && typeof inner === 'object' && !Array.isArray(inner)
        ? withoutTokens(inner as Record<string, unknown>)
        : inner;
  }
  return out;
}
