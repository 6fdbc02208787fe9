import { BRAND } from '../../../shared/brand.ts';
import type { MailText } from './mail-text.ts';

/** Messages in a thread left unread a while (at most one such mail an hour per thread). */
export function unreadMessagesMail(input: {
  subject: string;
  unread: number;
  threadUrl: string;
  unsubscribeUrl: string;
}): MailText {
  return {
    subject: `Unread message: ${input.subject}`,
    text: [
      `You have ${input.unread === 1 ? 'an unread message' : `${input.unread} unread messages`} in "${input.subject}" on ${BRAND.name}.`,
      '',
      `Read and answer: ${input.threadUrl}`,
      '',
      'We e-mail at most once an hour per conversation.',
      `Stop these e-mails: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}
