import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox, type MailAttachment } from '../db/schema/index.ts';

export type OutboxMessage = typeof emailOutbox.$inferSelect;

export function createOutboxRepository(db: Db) {
  return {
    async insert(message: {
      to: string;
      subject: string;
      text: string;
      html?: string;
      attachments?: MailAttachment[];
    }) {
      const [row] = await db.insert(emailOutbox).values(message).returning();
      return row!;
    },
    list(options: { to?: string; limit: number }): Promise<OutboxMessage[]> {
      const query = db.select().from(emailOutbox);
      const filtered = options.to ? query.where(eq(emailOutbox.to, options.to.toLowerCase())) : query;
      return filtered.orderBy(desc(emailOutbox.id)).limit(options.limit);
    },
  };
}
