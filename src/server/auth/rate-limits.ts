import { OTP } from '../../shared/limits.ts';
import type { RateRule } from '../lib/rate-limit.ts';

/**
 * Limits on every way in. Counters live in the database (deps.rateLimiter), so they hold across
 * restarts and instances. Per-address rules stop sprays; per-e-mail rules stop guessing at one
 * account from many addresses.
 */
export const AUTH_RATE_RULES = {
  signInIp: { name: 'auth:sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signInEmail: { name: 'auth:sign-in:email', limit: 10, windowSeconds: 15 * 60 },
  signUpIp: { name: 'auth:sign-up:ip', limit: 30, windowSeconds: 60 * 60 },
  signUpEmail: { name: 'auth:sign-up:email', limit: 5, windowSeconds: 60 * 60 },
  verifyIp: { name: 'auth:verify:ip', limit: 30, windowSeconds: 15 * 60 },
  verifyEmail: { name: 'auth:verify:email', limit: 10, windowSeconds: 15 * 60 },
  /** Resends are at least 60 seconds apart (the sign-up's own code counts as the first). */
  resendEmail: {
    name: 'auth:code-send:email',
    limit: 1,
    windowSeconds: OTP.resendCooldownSeconds,
    message: 'A code was sent less than a minute ago. Please wait before asking for another.',
  },
  resendIp: { name: 'auth:code-send:ip', limit: 30, windowSeconds: 60 * 60 },
  resetIp: { name: 'auth:reset:ip', limit: 30, windowSeconds: 15 * 60 },
  resetEmail: { name: 'auth:reset:email', limit: 10, windowSeconds: 15 * 60 },
  twoFactorIp: { name: 'auth:two-factor:ip', limit: 20, windowSeconds: 15 * 60 },
  sensitiveIp: { name: 'auth:sensitive:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Re-entering the password (e-mail change, account deletion): guesses per account. */
  passwordCheckUser: { name: 'auth:password-check:user', limit: 10, windowSeconds: 15 * 60 },
  emailChangeUser: { name: 'auth:email-change:user', limit: 5, windowSeconds: 60 * 60 },
  avatarUser: { name: 'accounts:avatar:user', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

type RuleKey = keyof typeof AUTH_RATE_RULES;

/** Better Auth path → the rules it counts against: [rule, keyed by 'ip' | 'email']. */
export const AUTH_PATH_RULES: Record<string, [RuleKey, 'ip' | 'email'][]> = {
  '/sign-in/email': [
    ['signInIp', 'ip'],
    ['signInEmail', 'email'],
  ],
  '/email-otp/verify-email': [
    ['verifyIp', 'ip'],
    ['verifyEmail', 'email'],
  ],
  '/email-otp/send-verification-otp': [
    ['resendIp', 'ip'],
    ['resendEmail', 'email'],
  ],
  '/email-otp/request-password-reset': [
    ['resendIp', 'ip'],
    ['resendEmail', 'email'],
  ],
  '/email-otp/reset-password': [
    ['resetIp', 'ip'],
    ['resetEmail', 'email'],
  ],
  '/email-otp/change-email': [['verifyIp', 'ip']],
  '/two-factor/verify-totp': [['twoFactorIp', 'ip']],
  '/two-factor/verify-backup-code': [['twoFactorIp', 'ip']],
  '/two-factor/enable': [['sensitiveIp', 'ip']],
  '/two-factor/disable': [['sensitiveIp', 'ip']],
  '/change-password': [['sensitiveIp', 'ip']],
  '/delete-user': [['sensitiveIp', 'ip']],
};
