import { OTP } from '../../shared/limits.ts';
import type { RateLimiter, RateRule } from '../lib/rate-limit.ts';

/**
 * Limits on every way in. Counters live in the database (deps.rateLimiter), so they hold across
 * restarts and instances. Per-address rules stop sprays. Guesses at one account are counted per
 * account and address, or per account and known browser, never per account alone: an attacker's
 * guesses from elsewhere never spend the owner's budget (a strong password, judged at every
 * setting, is what holds against guessing spread over many addresses).
 */
export const AUTH_RATE_RULES = {
  signInIp: { name: 'auth:sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Guesses at one account from one address (a browser without proof of an earlier sign-in). */
  signInPair: {
    name: 'auth:sign-in:pair',
    limit: 10,
    windowSeconds: 15 * 60,
    message:
      'Too many sign-in attempts for this account from your network. Sign in on a device you used before, or choose "Forgot password?" to get a code by e-mail.',
  },
  /** Sign-ins to one account from a browser that signed in to it before. */
  signInDevice: { name: 'auth:sign-in:device', limit: 10, windowSeconds: 15 * 60 },
  signUpIp: { name: 'auth:sign-up:ip', limit: 30, windowSeconds: 60 * 60 },
  /**
   * Sign-ups for one address: their mails count here and in the one-a-minute cooldown, not in
   * the hourly cap of code mails, so sign-ups by someone else never stop the owner's reset or
   * verification code.
   */
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
    windowSeconds: OTP.resendCooldownSeconds,
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
  /** Marks the address that asked for a reset code for an account (for the code's lifetime). */
  resetRequested: { name: 'auth:reset:requested', limit: 1_000, windowSeconds: OTP.expiresSeconds },
  /**
   * Reset attempts from the address that asked for the code, or from a browser known to the
   * account: the owner's own budget.
   */
  resetPair: { name: 'auth:reset:pair', limit: 5, windowSeconds: 15 * 60 },
  /**
   * Reset attempts at one account from everywhere else, together. With resetPair below the
   * code's allowed attempts (OTP.allowedAttempts), so their guesses never use up the owner's code.
   */
  resetOthers: {
    name: 'auth:reset:others',
    limit: 4,
    windowSeconds: 15 * 60,
    message:
      'Too many attempts with codes for this address. Enter the code on the device or network where you asked for it.',
  },
  twoFactorIp: { name: 'auth:two-factor:ip', limit: 20, windowSeconds: 15 * 60 },
  sensitiveIp: { name: 'auth:sensitive:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Re-entering the password (password change, two-factor, e-mail change, deletion): guesses per account. */
  passwordCheckUser: { name: 'auth:password-check:user', limit: 10, windowSeconds: 15 * 60 },
  emailChangeUser: { name: 'auth:email-change:user', limit: 5, windowSeconds: 60 * 60 },
  avatarUser: { name: 'accounts:avatar:user', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export type AuthRuleKey = keyof typeof AUTH_RATE_RULES;

/** Counts one code mail to `email` against the per-recipient cooldown and hourly cap (429 past them). */
export async function limitCodeMail(
  rateLimiter: RateLimiter,
  email: string,
  options: { signUp?: boolean } = {},
): Promise<void> {
  await rateLimiter.hit(AUTH_RATE_RULES.codeMailCooldown, email.toLowerCase());
  // A sign-up's mail has its own hourly cap (signUpEmail).
  if (!options.signUp) await rateLimiter.hit(AUTH_RATE_RULES.codeMailHourly, email.toLowerCase());
}
