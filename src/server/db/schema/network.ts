import { sql } from 'drizzle-orm';
import { boolean, char, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Industry } from '../../../shared/enums.ts';
import type { MarketCode } from '../../../shared/markets.ts';
import type { NetworkStage } from '../../../shared/schemas/network.ts';
import { user } from './auth.ts';
import { conversations } from './conversations.ts';

/**
 * A seeker's network profile. Nobody is listed without one whose `opted_in` is true; every
 * field shown is one the seeker filled in. Opting out keeps the row (for opting in again).
 */
export const networkProfiles = pgTable(
  'network_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    optedIn: boolean('opted_in').notNull().default(false),
    displayName: text('display_name').notNull(),
    headline: text('headline').notNull().default(''),
    market: char('market', { length: 2 }).$type<MarketCode>(),
    industries: text('industries').array().$type<Industry[]>().notNull().default(sql`'{}'::text[]`),
    stage: text('stage').$type<NetworkStage>().notNull(),
    city: text('city').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('network_profiles_listed_idx').on(t.updatedAt).where(sql`opted_in`)],
);

/**
 * One row per pair of people: a request (pending, or ignored by the one asked), a connection,
 * or a block by `blocked_by`. Withdrawing, removing and unblocking delete the row.
 */
export const networkConnections = pgTable(
  'network_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    addresseeId: text('addressee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'ignored' | 'accepted' | 'blocked'>().notNull(),
    blockedBy: text('blocked_by'),
    note: text('note').notNull().default(''),
    /** The two people's thread, once connected. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    // Either person asking the other is the same pair.
    uniqueIndex('network_connections_pair_uq').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('network_connections_addressee_idx').on(t.addresseeId),
    index('network_connections_requester_idx').on(t.requesterId),
  ],
);
