/**
 * Limits of the contact form and of client error reports, shared by the API schemas
 * (src/shared/schemas/content.ts) and the web form, so both sides validate the same way.
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const CONTACT_MESSAGES = {
  name: `Please enter your name (${CONTACT_LIMITS.name.min} to ${CONTACT_LIMITS.name.max} characters).`,
  email: 'Please enter a valid e-mail address.',
  subject: `Please enter a subject (${CONTACT_LIMITS.subject.min} to ${CONTACT_LIMITS.subject.max} characters).`,
  message: `Please write at least ${CONTACT_LIMITS.message.min} characters (at most ${CONTACT_LIMITS.message.max}).`,
} as const;

/** Error ids shown on the Application Error screen: `err_` and 8 to 40 letters or digits. */
export const ERROR_ID_PATTERN = /^err_[a-z0-9]{8,40}$/;
