import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An error the web app met in a visitor's browser, reported with the id shown on screen. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id the Application Error screen shows, so a support request can be matched. */
    errorId: text('error_id').notNull(),
    kind: text('kind').$type<'render' | 'route'>().notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    url: text('url').notNull(),
    userAgent: text('user_agent'),
    userId: text('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_errors_error_id_idx').on(t.errorId),
    index('client_errors_created_idx').on(t.createdAt),
  ],
);
