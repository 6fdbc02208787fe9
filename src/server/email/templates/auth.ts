import { BRAND } from '../../../shared/brand.ts';
import { OTP } from '../../../shared/limits.ts';
import type { MailText } from './mail-text.ts';

const CODE_PURPOSES: Record<string, [subject: string, line: string]> = {
  'email-verification': [
    `Your ${BRAND.name} verification code`,
    'Enter this code to verify your e-mail address',
  ],
  'forget-password': [`Your ${BRAND.name} password reset code`, 'Enter this code to choose a new password'],
  'change-email': [
    `Confirm your new ${BRAND.name} e-mail address`,
    'Enter this code to confirm your new e-mail address',
  ],
  'sign-in': [`Your ${BRAND.name} sign-in code`, 'Enter this code to sign in'],
};

/** A one-time code e-mailed by Better Auth's email-OTP plugin; `type` is the plugin's purpose. */
export function codeMail(type: string, otp: string): MailText {
  const [subject, line] = CODE_PURPOSES[type] ?? CODE_PURPOSES['email-verification']!;
  return {
    subject,
    text: `${line}: ${otp}\n\nThe code expires in ${OTP.expiresSeconds / 60} minutes and works once. If you did not ask for it, you can ignore this e-mail.\n\n${BRAND.name}`,
  };
}

/** To the owner of an address someone tried to join with (the sign-up answer tells nobody). */
export function existingAccountSignUpMail(origin: string): MailText {
  return {
    subject: `Someone tried to join ${BRAND.name} with your e-mail address`,
    text: `Someone, perhaps you, tried to create a ${BRAND.name} account with this e-mail address. You already have an account, so nothing was created.\n\nTo get in, sign in at ${origin}/auth. If you forgot your password, choose "Forgot password?" on the Sign In tab and we will e-mail you a code.\n\nIf this was not you, you can ignore this e-mail; your account is unchanged.\n\n${BRAND.name}`,
  };
}
