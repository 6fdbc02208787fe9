import { z } from 'zod';
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
export const OtpCode = z.string().regex(/^\d{6}$/, 'Please enter a valid 6-digit code.');

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
