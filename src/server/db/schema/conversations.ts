import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConversationKind, ParticipantSide } from '../../../shared/schemas/conversations.ts';
import type { NotificationKind } from '../../../shared/schemas/notifications.ts';
import { franchiseOpportunities, franchisors } from './catalog.ts';
import { informationRequests } from './engagement.ts';
import { storedFiles } from './files.ts';

/**
 * A thread between participants. Its kind says how it was opened: `inquiry` by a seeker's
 * information request (seeker ↔ the franchisor's team), `direct` between connected seekers
 * (the network). Nobody can open a thread towards someone else: the opener's side decides.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    subject: text('subject').notNull(),
    opportunityId: uuid('opportunity_id').references(() => franchiseOpportunities.id, {
      onDelete: 'set null',
    }),
    franchisorId: uuid('franchisor_id').references(() => franchisors.id, { onDelete: 'cascade' }),
    informationRequestId: uuid('information_request_id').references(() => informationRequests.id, {
      onDelete: 'set null',
    }),
    openedBy: text('opened_by').notNull(),
    /** Closed by the opener: nobody writes any more (it stays readable). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Closed by a moderator (a report): only a moderator reopens it, not the opener. */
    closedByModerator: boolean('closed_by_moderator').notNull().default(false),
    /** Blocked by the opener: the other side can no longer write. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The thread's newest message and the one before it (0: none), moved by the write of each
     * message while it holds the thread's row, so a new message learns its predecessor without
     * reading the messages table (repository insertMessage).
     */
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    previousMessageId: bigint('previous_message_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_information_request_uq').on(t.informationRequestId),
    // One inquiry thread per seeker and listing: a second request continues it.
    uniqueIndex('conversations_inquiry_uq').on(t.openedBy, t.opportunityId).where(sql`kind = 'inquiry'`),
  ],
);

/** Who is in a thread, on which side, and how far each has read. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    side: text('side').$type<ParticipantSide>().notNull(),
    /** The newest message id this participant has seen (0: none). */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The name this participant goes by here (a network member's chosen name); else the account's. */
    displayName: text('display_name'),
    /** When this participant was last e-mailed about unread messages here (one an hour at most). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

/**
 * Messages, plain text. The id is also the catch-up cursor: a client that reconnects asks for
 * the messages of a thread after the last id it saw.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull(),
    body: text('body').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

/** A participant's report of a thread, for the admins' moderation queue. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').notNull(),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_reports_open_idx').on(t.resolvedAt, t.createdAt),
    uniqueIndex('conversation_reports_once_uq')
      .on(t.conversationId, t.reporterId)
      .where(sql`resolved_at is null`),
  ],
);

/** The notifications centre: one row per thing to tell a user (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A path inside the site, where the bell item leads. */
    link: text('link').notNull(),
    /** One unread row per key (e.g. a thread): a new event refreshes it instead of piling up. */
    groupKey: text('group_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_unread_group_uq')
      .on(t.userId, t.groupKey)
      .where(sql`read_at is null and group_key is not null`),
  ],
);

/** Which kinds of notification a user also wants by e-mail (every kind by default). */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id').primaryKey(),
  emailMessage: boolean('email_message').notNull().default(true),
  emailCall: boolean('email_call').notNull().default(true),
  emailConnection: boolean('email_connection').notNull().default(true),
  emailSavedSearch: boolean('email_saved_search').notNull().default(true),
  emailListing: boolean('email_listing').notNull().default(true),
  emailRewards: boolean('email_rewards').notNull().default(true),
  /** The secret in e-mails' one-click unsubscribe links. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
