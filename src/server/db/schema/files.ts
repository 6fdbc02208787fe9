import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every stored object: the key is ours, the name the uploader gave is kept only for display. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    displayName: text('display_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    ownerUserId: text('owner_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerUserId)],
);
