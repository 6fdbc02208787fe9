import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { emailOTP, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { BRAND } from '../../shared/brand.ts';
import { OTP } from '../../shared/limits.ts';
import { judgePassword, PASSWORD_MAX, PASSWORD_MIN, WEAK_PASSWORD_CODE } from '../../shared/password-rule.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as authSchema from '../db/schema/auth.ts';
import { appMeta } from '../db/schema/system.ts';
import { codeMail, existingAccountSignUpMail, type Mailer } from '../email/index.ts';
import type { Logger } from '../lib/logger.ts';
import { servedOrigins } from '../lib/served-hosts.ts';
import { passwordHasher } from './password-hash.ts';
import { createIdentityRepository, type SessionsEndedHook } from './repository.ts';
import { withHashedSessionTokens } from './session-token-store.ts';

export const COOKIE_PREFIX = 'franchisio';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session cookie (`__Secure-` prefixed over https). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && SESSION_COOKIE.test(cookieHeader);
}

/** Sliding 7 days, refreshed at most daily; never past 30 days from sign-in. */
export const SESSION_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the new password is in the bodies of the paths that set one. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/change-password': 'newPassword',
  '/email-otp/reset-password': 'password',
};

/** What signing in to a suspended account answers. */
export const SUSPENDED_ACCOUNT_MESSAGE =
  'This account is suspended. Contact support if you believe this is a mistake.';

/** An account whose e-mail was never verified is discarded after this long. */
export const PENDING_ACCOUNT_TTL_MS = 24 * 60 * 60 * 1000;

/** Better Auth reads the client's address from this header; the gateway (handler-routes.ts) sets it. */
export const CLIENT_IP_HEADER = 'x-franchisio-client-ip';

export interface AuthDeps {
  config: Config;
  database: { db: Db };
  mailer: Mailer;
  logger: Logger;
  /** Told of every session Better Auth deletes. */
  onSessionsEnded?: SessionsEndedHook;
  /**
   * A password reset is about to verify an account nobody had verified: the address's owner
   * takes over what someone else may have signed up with it, and must not inherit their profile.
   */
  onPendingAccountRecovered?: (userId: string) => Promise<void>;
}

/** The auth secret: BETTER_AUTH_SECRET from the config, else one generated once and kept in the database. */
export async function loadAuthSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'auth_secret'));
  return String(row!.value);
}

export function createAuth(deps: AuthDeps, secret: string) {
  const { config, database, mailer, logger } = deps;
  const publicOrigin = config.PUBLIC_ORIGIN;
  const accounts = createIdentityRepository(database.db);

  const auth = betterAuth({
    appName: BRAND.name,
    secret,
    baseURL: publicOrigin,
    basePath: '/api/auth',
    // Session tokens are kept as SHA-256 hashes (session-token-store.ts).
    database: withHashedSessionTokens(
      drizzleAdapter(database.db, { provider: 'pg', schema: authSchema, transaction: true }),
      deps.onSessionsEnded,
    ),
    // The origins this site serves, never the request's own (a rebinding attacker sets its Host).
    trustedOrigins: () => servedOrigins(config),
    // Only the paths listed in auth-routes.ts are reachable over HTTP (handler-routes.ts).
    logger: {
      level: config.NODE_ENV === 'test' ? 'error' : 'warn',
      log: (level, message, ...args) => {
        const fn = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.info;
        fn.call(logger, { args }, `auth: ${message}`);
      },
    },
    // Our DB-backed limiter (src/server/auth/rate-limits.ts) guards every auth path.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      // scrypt on the thread pool, a bounded number at once, constant-time compare (password-hash.ts).
      password: passwordHasher,
      // Better Auth marks the address verified right after this hook: the profile is cleared first.
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await deps.onPendingAccountRecovered?.(user.id);
      },
      onExistingUserSignUp: async ({ user }) => {
        // Nobody may learn from the answer who has an account: the owner hears of it instead.
        // (A pending account was discarded before the sign-up; one made in between is left alone.)
        if (!user.emailVerified) return;
        const origin = publicOrigin ?? 'the site';
        await mailer.send({ to: user.email, ...existingAccountSignUpMail(origin) });
      },
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      sendOnSignIn: false,
    },
    user: {
      deleteUser: { enabled: true },
      // Suspension by the admin area (modules/admin). Read with the session; nobody sets them
      // through Better Auth's endpoints (input: false).
      additionalFields: {
        banned: { type: 'boolean', required: false, defaultValue: false, input: false },
        banReason: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A suspended account cannot start a session, whichever way it signs in.
          async before(session, ctx) {
            const owner = await ctx?.context.internalAdapter.findUserById(session.userId);
            if ((owner as { banned?: boolean | null } | null)?.banned) {
              throw new APIError('FORBIDDEN', { message: SUSPENDED_ACCOUNT_MESSAGE, code: 'BANNED_USER' });
            }
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    advanced: {
      useSecureCookies: config.isProduction,
      cookiePrefix: COOKIE_PREFIX,
      // The gateway (handler-routes.ts) sets this header from the address app.ts resolved.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const field = PASSWORD_FIELDS[ctx.path];
        if (field && typeof body[field] === 'string') {
          const session = ctx.path === '/change-password' ? await getSessionFromCtx(ctx) : null;
          const email = session?.user.email ?? (typeof body.email === 'string' ? body.email : '');
          const verdict = await judgePassword(body[field], await accounts.passwordContext(email));
          if (!verdict.ok) {
            throw new APIError('BAD_REQUEST', { message: verdict.message ?? '', code: WEAK_PASSWORD_CODE });
          }
        }
        if (ctx.path === '/email-otp/verify-email') await checkPendingAccount(body);
        // A password change always ends the other sessions.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: OTP.length,
        expiresIn: OTP.expiresSeconds,
        allowedAttempts: OTP.allowedAttempts,
        storeOTP: 'hashed',
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }) {
          await mailer.send({ to: email, ...codeMail(type, otp) });
        },
      }),
      twoFactor({ issuer: BRAND.name }),
      // No admin() plugin: its impersonation, password setting and admin creation bypass the
      // product's own admins table, permissions, password rule and audit. Suspension is ours:
      // the `banned` field below and the session hook.
    ],
  });

  /**
   * A code alone never activates an account: an account not yet verified is activated only
   * with the password chosen when it was made (whoever joined last with this address chose
   * it), and only within 24 hours. Any failure answers exactly like a wrong code.
   */
  async function checkPendingAccount(body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    const pending = email ? await accounts.findUserByEmail(email) : null;
    if (!pending || pending.emailVerified) return;
    const hash = await accounts.findPasswordHash(pending.id);
    const fresh = Date.now() - pending.createdAt.getTime() < PENDING_ACCOUNT_TTL_MS;
    const password = typeof body.password === 'string' ? body.password : '';
    if (!fresh || !hash || !password || !(await passwordHasher.verify({ hash, password }))) {
      throw new APIError('BAD_REQUEST', { message: 'Invalid OTP', code: 'INVALID_OTP' });
    }
  }

  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
