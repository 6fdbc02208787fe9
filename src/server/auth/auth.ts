import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, emailOTP, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { BRAND } from '../../shared/brand.ts';
import { OTP } from '../../shared/limits.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as authSchema from '../db/schema/auth.ts';
import { appMeta } from '../db/schema/system.ts';
import type { Mailer } from '../email/mailer.ts';
import type { Logger } from '../lib/logger.ts';
import { passwordHasher } from './password-hash.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblems } from './passwords.ts';

export const COOKIE_PREFIX = 'franchisio';

/** Whether a Cookie header carries a session cookie (`__Secure-` prefixed over https). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`).test(cookieHeader ?? '');
}

/** Sliding 7 days, refreshed at most daily; never past 30 days from sign-in. */
export const SESSION_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_MAX_MS = 30 * 24 * 60 * 60 * 1000;

/** Better Auth paths not reachable over HTTP: our own endpoints wrap or replace them. */
export const DISABLED_AUTH_PATHS = [
  '/sign-up/email', // POST /api/v1/accounts/sign-up (profile fields, same answer for known e-mails)
  '/sign-in/email-otp', // no password-less sign-in
  '/email-otp/check-verification-otp',
  '/forget-password/email-otp',
  '/request-password-reset', // reset is by e-mailed code only
  '/reset-password',
  '/change-email', // POST /api/v1/me/email-change (re-enter the password first)
  '/email-otp/request-email-change',
];

const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/email-otp/reset-password': 'password',
  '/set-password': 'newPassword',
};

export interface AuthDeps {
  config: Config;
  database: { db: Db };
  mailer: Mailer;
  logger: Logger;
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

function codeMail(type: string, otp: string) {
  const minutes = OTP.expiresSeconds / 60;
  const purpose: Record<string, [string, string]> = {
    'email-verification': [
      `Your ${BRAND.name} verification code`,
      `Enter this code to verify your e-mail address`,
    ],
    'forget-password': [`Your ${BRAND.name} password reset code`, `Enter this code to choose a new password`],
    'change-email': [
      `Confirm your new ${BRAND.name} e-mail address`,
      `Enter this code to confirm your new e-mail address`,
    ],
    'sign-in': [`Your ${BRAND.name} sign-in code`, `Enter this code to sign in`],
  };
  const [subject, line] = purpose[type] ?? purpose['email-verification']!;
  return {
    subject,
    text: `${line}: ${otp}\n\nThe code expires in ${minutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.\n\n${BRAND.name}`,
  };
}

export function createAuth(deps: AuthDeps, secret: string) {
  const { config, database, mailer, logger } = deps;
  const publicOrigin = config.PUBLIC_ORIGIN;

  const auth = betterAuth({
    appName: BRAND.name,
    secret,
    baseURL: publicOrigin,
    basePath: '/api/auth',
    database: drizzleAdapter(database.db, { provider: 'pg', schema: authSchema, transaction: true }),
    trustedOrigins: (request) => {
      const origins: string[] = [];
      if (publicOrigin) origins.push(publicOrigin);
      if (request?.url) origins.push(new URL(request.url).origin);
      return origins;
    },
    disabledPaths: DISABLED_AUTH_PATHS,
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
      onExistingUserSignUp: async ({ user }) => {
        // Nobody may learn from the answer who has an account: the owner hears of it instead.
        if (!user.emailVerified) {
          await auth.api.sendVerificationOTP({ body: { email: user.email, type: 'email-verification' } });
          return;
        }
        const origin = publicOrigin ?? 'the site';
        await mailer.send({
          to: user.email,
          subject: `Someone tried to join ${BRAND.name} with your e-mail address`,
          text: `Someone, perhaps you, tried to create a ${BRAND.name} account with this e-mail address. You already have an account, so nothing was created.\n\nTo get in, sign in at ${origin}/auth. If you forgot your password, choose "Forgot password?" on the Sign In tab and we will e-mail you a code.\n\nIf this was not you, you can ignore this e-mail; your account is unchanged.\n\n${BRAND.name}`,
        });
      },
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      sendOnSignIn: false,
    },
    user: {
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: SESSION_EXPIRES_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    advanced: {
      useSecureCookies: config.isProduction,
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: {
        ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [],
      },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_FIELDS[ctx.path];
        if (field) {
          const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
          if (typeof password === 'string') {
            const reasons = passwordProblems(password);
            if (reasons.length > 0) {
              throw new APIError('BAD_REQUEST', { message: reasons.join(' '), code: 'WEAK_PASSWORD' });
            }
          }
        }
        // A password change always ends the other sessions.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
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
      admin(),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
