import type { RateLimiter, RateRule } from '../lib/rate-limit.ts';

/**
 * Limits on every way in. Counters live in the database (deps.rateLimiter), so they hold across
 * restarts and instances. Per-address rules stop sprays; per-e-mail rules stop guessing at one
 * account from many addresses.
 */
export const AUTH_RATE_RULES = {
  signInIp: { name: 'auth:sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Guesses at one account from one address (a browser without proof of an earlier sign-in). */
  signInPair: { name: 'auth:sign-in:pair', limit: 10, windowSeconds: 15 * 60 },
  /**
   * Guesses at one account from every browser without proof of an earlier sign-in. A known
   * browser (device-trust.ts) is never held back by this, and a reset by e-mailed code always
   * works: guessing stops without locking the owner out.
   */
  signInAccount: {
    name: 'auth:sign-in:account',
    limit: 30,
    windowSeconds: 15 * 60,
    message:
      'Too many sign-in attempts for this account from new devices. Sign in on a device you used before, or choose "Forgot password?" to get a code by e-mail.',
  },
  /** Sign-ins to one account from a browser that signed in to it before. */
  signInDevice: { name: 'auth:sign-in:device', limit: 10, windowSeconds: 15 * 60 },
  signUpIp: { name: 'auth:sign-up:ip', limit: 30, windowSeconds: 60 * 60 },
  signUpEmail: { name: 'auth:sign-up:email', limit: 5, windowSeconds: 60 * 60 },
  verifyIp: { name: 'auth:verify:ip', limit: 30, windowSeconds: 15 * 60 },
  verifyEmail: { name: 'auth:verify:email', limit: 10, windowSeconds: 15 * 60 },
  /**
   * Every mail that carries a code (or tells an address about an attempt on it) counts per
   * recipient, whichever route sends it: at most one a minute and five an hour.
   */
  codeMailCooldown: {
    name: 'mail:code:minute',
    limit: 1,
    windowSeconds: 60,
    message: 'A code was sent less than a minute ago. Please wait before asking for another.',
  },
  codeMailHourly: {
    name: 'mail:code:hour',
    limit: 5,
    windowSeconds: 60 * 60,
    message: 'Several codes were sent to this address in the last hour. Please try again later.',
  },
  resendIp: { name: 'auth:code-send:ip', limit: 30, windowSeconds: 60 * 60 },
  resetIp: { name: 'auth:reset:ip', limit: 30, windowSeconds: 15 * 60 },
  resetEmail: { name: 'auth:reset:email', limit: 10, windowSeconds: 15 * 60 },
  twoFactorIp: { name: 'auth:two-factor:ip', limit: 20, windowSeconds: 15 * 60 },
  sensitiveIp: { name: 'auth:sensitive:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Re-entering the password (password change, two-factor, e-mail change, deletion): guesses per account. */
  passwordCheckUser: { name: 'auth:password-check:user', limit: 10, windowSeconds: 15 * 60 },
  emailChangeUser: { name: 'auth:email-change:user', limit: 5, windowSeconds: 60 * 60 },
  avatarUser: { name: 'accounts:avatar:user', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export type AuthRuleKey = keyof typeof AUTH_RATE_RULES;

/** Counts one code mail to `email` against the per-recipient cooldown and hourly cap (429 past them). */
export async function limitCodeMail(rateLimiter: RateLimiter, email: string): Promise<void> {
  await rateLimiter.hit(AUTH_RATE_RULES.codeMailCooldown, email.toLowerCase());
  await rateLimiter.hit(AUTH_RATE_RULES.codeMailHourly, email.toLowerCase());
}
