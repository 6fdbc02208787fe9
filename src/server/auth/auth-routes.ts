import type { ZodType } from 'zod';
import {
  BackupCodeBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  PasswordOnlyBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SendVerificationCodeBody,
  SignInEmailBody,
  SignOutBody,
  TotpCodeBody,
  VerifyEmailBody,
} from '../../shared/schemas/auth.ts';
import type { AuthRuleKey } from './rate-limits.ts';

/** What a limit counts by: the client's address, the body's e-mail, or the signed-in account. */
export type LimitSubject = 'ip' | 'email' | 'user';

export interface AuthRoute {
  method: 'POST';
  /** Checked at the edge; only the parsed value is passed on to Better Auth. */
  body: ZodType;
  summary: string;
  /** Counted before Better Auth runs. */
  limits: [AuthRuleKey, LimitSubject][];
  /** Mails a code to the body's `email`: the per-recipient cooldown and hourly cap apply. */
  mailsCode?: boolean;
  /** Computes a password hash: admitted through the hashing queue first. */
  hashes?: boolean;
  /** E-mail and password sign-in: limited per address, per account and address, per known browser. */
  signIn?: boolean;
  /** Asks for a reset code: the asking address is remembered for the code's lifetime. */
  requestsReset?: boolean;
  /** Uses a reset code: the asking address or a known browser has a budget of its own. */
  usesResetCode?: boolean;
  /** Confirms a new e-mail address: other sessions end, the old address gets an undo link. */
  changesEmail?: boolean;
  /** Our message for some of Better Auth's error codes (lower case). */
  messages?: Record<string, string>;
}

/**
 * The Better Auth endpoints reachable over HTTP; every other path under /api/auth answers 404
 * (sign-up, deletion, session listing by token, password checks and the rest are ours or
 * unused, and a path a library update adds stays closed until it is listed here).
 */
export const AUTH_ROUTES: Record<string, AuthRoute> = {
  '/sign-in/email': {
    method: 'POST',
    body: SignInEmailBody,
    summary: 'Sign in with e-mail and password (two-factor accounts are asked for a code next)',
    limits: [],
    hashes: true,
    signIn: true,
  },
  '/sign-out': { method: 'POST', body: SignOutBody, summary: 'Sign out', limits: [] },
  '/email-otp/verify-email': {
    method: 'POST',
    body: VerifyEmailBody,
    summary: 'Verify the e-mail with its code and the password chosen when joining; signs in',
    limits: [
      ['verifyIp', 'ip'],
      ['verifyEmail', 'email'],
    ],
    hashes: true,
    // A wrong code, an expired one, a wrong password and an expired account all read the same.
    messages: {
      invalid_otp:
        'The code is not correct or has expired, or the password is not the one chosen when joining. Join again to get a new code.',
    },
  },
  '/email-otp/send-verification-otp': {
    method: 'POST',
    body: SendVerificationCodeBody,
    summary: 'Send a new verification code',
    limits: [['resendIp', 'ip']],
    mailsCode: true,
  },
  '/email-otp/request-password-reset': {
    method: 'POST',
    body: RequestPasswordResetBody,
    summary: 'E-mail a password reset code (same answer for unknown addresses)',
    limits: [['resendIp', 'ip']],
    mailsCode: true,
    requestsReset: true,
  },
  '/email-otp/reset-password': {
    method: 'POST',
    body: ResetPasswordBody,
    summary: 'Choose a new password with the e-mailed code; ends every session',
    limits: [['resetIp', 'ip']],
    usesResetCode: true,
    hashes: true,
  },
  '/email-otp/change-email': {
    method: 'POST',
    body: ConfirmEmailChangeBody,
    summary: 'Confirm a new e-mail address with its code; ends other sessions, tells the old address',
    limits: [
      ['verifyIp', 'ip'],
      ['emailChangeUser', 'user'],
    ],
    changesEmail: true,
  },
  '/change-password': {
    method: 'POST',
    body: ChangePasswordBody,
    summary: 'Change the password (the current one first); ends every other session',
    limits: [
      ['sensitiveIp', 'ip'],
      ['passwordCheckUser', 'user'],
    ],
    hashes: true,
  },
  '/two-factor/enable': {
    method: 'POST',
    body: PasswordOnlyBody,
    summary: 'Start two-factor authentication (the password first)',
    limits: [
      ['sensitiveIp', 'ip'],
      ['passwordCheckUser', 'user'],
    ],
    hashes: true,
  },
  '/two-factor/disable': {
    method: 'POST',
    body: PasswordOnlyBody,
    summary: 'Turn two-factor authentication off (the password first)',
    limits: [
      ['sensitiveIp', 'ip'],
      ['passwordCheckUser', 'user'],
    ],
    hashes: true,
  },
  '/two-factor/verify-totp': {
    method: 'POST',
    body: TotpCodeBody,
    summary: 'An authenticator code: finishes a sign-in or turns two-factor on',
    limits: [['twoFactorIp', 'ip']],
  },
  '/two-factor/verify-backup-code': {
    method: 'POST',
    body: BackupCodeBody,
    summary: 'A recovery code instead of the authenticator code',
    limits: [['twoFactorIp', 'ip']],
  },
};
