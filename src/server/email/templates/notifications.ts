import type { MailText } from './mail-text.ts';

/** A notification from the bell, e-mailed because its kind's e-mails are on. */
export function notificationMail(input: {
  title: string;
  body: string | null;
  url: string;
  kindLabel: string;
  unsubscribeUrl: string;
}): MailText {
  return {
    subject: input.title,
    text: [
      input.title,
      input.body ? `\n${input.body}` : '',
      `\nOpen it: ${input.url}`,
      '',
      `You get this e-mail because "${input.kindLabel}" e-mails are on in your account settings.`,
      `Turn them off: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}
