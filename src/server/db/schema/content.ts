import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A message sent with the contact form (/contact). It is also e-mailed to the operator. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one. */
    userId: text('user_id'),
    ip: text('ip'),
    /** When the copy to the operator was handed to the mailer; null when sending failed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_email_idx').on(t.email),
  ],
);
