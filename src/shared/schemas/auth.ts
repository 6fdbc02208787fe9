import { z } from 'zod';
import { OTP } from '../limits.ts';
import { PASSWORD_MAX } from '../password-rule.ts';

/**
 * Bodies of the Better Auth endpoints reachable under /api/auth (the server's allow-list in
 * src/server/auth/auth-routes.ts). Checked at the edge before Better Auth sees them: sizes are
 * capped before any database work, unknown fields are dropped, and only what is parsed here is
 * passed on.
 */
export const AuthEmail = z
  .string()
  .max(254, 'Enter a valid e-mail address.')
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.'));
/** A password being checked (not chosen): any length up to the maximum. */
const GivenPassword = z
  .string()
  .min(1, 'Enter your password.')
  .max(PASSWORD_MAX, 'The password is too long.');
/** A password being chosen: the strength rule (password-rule.ts) runs on it next. */
const ChosenPassword = z.string().max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);
/** An e-mailed code as typed (spec §5: exactly 6 characters, digits only). */
export const OtpCode = z
  .string()
  .regex(new RegExp(`^\\d{${OTP.length}}$`), `Please enter a valid ${OTP.length}-digit code.`);

export const SignInEmailBody = z.object({
  email: AuthEmail,
  password: GivenPassword,
  rememberMe: z.boolean().optional(),
});
export const SignOutBody = z.object({});
/** `password` is the one chosen when joining: a code alone never activates an account. */
export const VerifyEmailBody = z.object({
  email: AuthEmail,
  otp: OtpCode,
  password: GivenPassword.optional(),
});
export const SendVerificationCodeBody = z.object({ email: AuthEmail, type: z.literal('email-verification') });
export const RequestPasswordResetBody = z.object({ email: AuthEmail });
export const ResetPasswordBody = z.object({ email: AuthEmail, otp: OtpCode, password: ChosenPassword });
export const ConfirmEmailChangeBody = z.object({ newEmail: AuthEmail, otp: OtpCode });
export const ChangePasswordBody = z.object({
  currentPassword: GivenPassword,
  newPassword: ChosenPassword,
  revokeOtherSessions: z.boolean().optional(),
});
export const PasswordOnlyBody = z.object({ password: GivenPassword });
export const TotpCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});
export const BackupCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,64}$/, 'Enter one of your recovery codes.'),
});

/** What the web reads from Better Auth's answers (other fields are dropped by the parse). */
const Ack = z.object({});
export const SignInReply = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({ user: z.object({ id: z.string() }) }),
]);
export const EnableTwoFactorReply = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });

/**
 * The Better Auth endpoints the web calls, with their bodies and the part of the answer it
 * reads. The server's allow-list (src/server/auth/auth-routes.ts) checks the same bodies.
 */
export const AUTH_ENDPOINTS = {
  signIn: { path: '/sign-in/email', body: SignInEmailBody, reply: SignInReply },
  signOut: { path: '/sign-out', body: SignOutBody, reply: Ack },
  verifyEmail: { path: '/email-otp/verify-email', body: VerifyEmailBody, reply: Ack },
  sendVerificationCode: {
    path: '/email-otp/send-verification-otp',
    body: SendVerificationCodeBody,
    reply: Ack,
  },
  requestPasswordReset: {
    path: '/email-otp/request-password-reset',
    body: RequestPasswordResetBody,
    reply: Ack,
  },
  resetPassword: { path: '/email-otp/reset-password', body: ResetPasswordBody, reply: Ack },
  confirmEmailChange: { path: '/email-otp/change-email', body: ConfirmEmailChangeBody, reply: Ack },
  changePassword: { path: '/change-password', body: ChangePasswordBody, reply: Ack },
  enableTwoFactor: { path: '/two-factor/enable', body: PasswordOnlyBody, reply: EnableTwoFactorReply },
  disableTwoFactor: { path: '/two-factor/disable', body: PasswordOnlyBody, reply: Ack },
  verifyTotp: { path: '/two-factor/verify-totp', body: TotpCodeBody, reply: Ack },
  verifyBackupCode: { path: '/two-factor/verify-backup-code', body: BackupCodeBody, reply: Ack },
} as const;
