import type { ContactMessageInput, ContactMessageReceipt } from '../../../shared/schemas/content.ts';
import type { CoreDeps } from '../../app-deps.ts';
import { contactMessageMail } from '../../email/index.ts';
import { RATE_RULES } from '../../lib/rate-rules.ts';
import { createContentRepository } from './repository.ts';

export function createContentService({ database, mailer, rateLimiter, config, logger }: CoreDeps) {
  const repo = createContentRepository(database.db);
  return {
    /**
     * Stores a contact message and e-mails a copy to the operator (reply-to the sender). The
     * message is kept even when the mail cannot be sent; `mailed_at` stays empty then.
     */
    async submitContactMessage(
      input: ContactMessageInput,
      sender: { ip: string; userId: string | null },
    ): Promise<ContactMessageReceipt> {
      const email = input.email.toLowerCase();
      await rateLimiter.hit(RATE_RULES.contactPerAddress, email);
      const row = await repo.insertContactMessage({
        name: input.name,
        email,
        subject: input.subject,
        message: input.message,
        userId: sender.userId,
        ip: sender.ip,
      });
      try {
        await mailer.send({
          to: config.OPERATOR_EMAIL,
          replyTo: `${input.name.replace(/[<>"\r\n]/g, '')} <${email}>`,
          ...contactMessageMail({
            id: row.id,
            name: input.name,
            email,
            subject: input.subject,
            message: input.message,
            receivedAt: row.createdAt,
          }),
        });
        await repo.markMailed(row.id, new Date());
      } catch (err) {
        logger.error({ err, contactMessageId: row.id }, 'contact message stored but not mailed');
      }
      return { id: row.id, receivedAt: row.createdAt.toISOString() };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
