/** What a template returns: the mailer adds `to` (and `replyTo` where the caller has one). */
export interface MailText {
  subject: string;
  text: string;
}

/** Lines of a mail body; `null` lines (an optional field left empty) are dropped. */
export const lines = (...parts: (string | null | undefined)[]) =>
  parts.filter((l): l is string => l !== null && l !== undefined).join('\n');
