import { CONTACT_LIMITS } from './limits.ts';

/** What the contact form says about each field (the API answers with the same words). */
export const CONTACT_MESSAGES = {
  name: `Please enter your name (${CONTACT_LIMITS.name.min} to ${CONTACT_LIMITS.name.max} characters).`,
  email: 'Please enter a valid e-mail address.',
  subject: `Please enter a subject (${CONTACT_LIMITS.subject.min} to ${CONTACT_LIMITS.subject.max} characters).`,
  message: `Please write at least ${CONTACT_LIMITS.message.min} characters (at most ${CONTACT_LIMITS.message.max}).`,
} as const;

/** Error ids shown on the Application Error screen: `err_` and 8 to 40 letters or digits. */
export const ERROR_ID_PATTERN = /^err_[a-z0-9]{8,40}$/;
