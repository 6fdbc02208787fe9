import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import type { MailAttachment } from '../db/schema/index.ts';
import type { Logger } from '../lib/logger.ts';
import { createOutboxRepository } from './outbox-repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Text files sent along (a call's .ics), the same for SMTP and the outbox. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** 'smtp' hands mail to a real server; 'outbox' keeps it for /dev/mailbox. */
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
      },
      close: () => transport.close(),
    };
  }
  const outbox = createOutboxRepository(db);
  return {
    transport: 'outbox',
    async send(mail) {
      await outbox.insert({ ...mail, to: mail.to.toLowerCase() });
      logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the dev outbox (no SMTP_URL); read it at /dev/mailbox',
      );
    },
    close() {},
  };
}
