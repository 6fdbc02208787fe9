import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One page view sent by the web app on a route change. No third-party script is involved. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    visitorId: text('visitor_id').notNull(),
    device: text('device').$type<'mobile' | 'tablet' | 'desktop'>().notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
);
