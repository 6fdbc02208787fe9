import type { MailText } from './mail-text.ts';
import { lines } from './mail-text.ts';

/** To the operator (reply-to the sender): a message from the contact form. */
export function contactMessageMail(input: {
  id: string | number;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
}): MailText {
  return {
    // No line breaks in a header.
    subject: `Contact form: ${input.subject.replace(/[\r\n]+/g, ' ')}`,
    text: lines(
      `From: ${input.name} <${input.email}>`,
      `Message no. ${input.id}, received ${input.receivedAt.toISOString()}`,
      '',
      input.message,
      '',
      '(Sent with the contact form of Franchisio. Reply to this e-mail to answer the sender.)',
    ),
  };
}
