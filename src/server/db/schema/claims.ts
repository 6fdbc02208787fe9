import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { franchisors } from './catalog.ts';

/**
 * A franchisor account's claim to manage a company nobody manages yet (a listing without an
 * account). Approved at once when the account's verified e-mail is at the company's own domain,
 * else pending until an admin decides.
 */
export const franchisorClaims = pgTable(
  'franchisor_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    franchisorId: uuid('franchisor_id')
      .notNull()
      .references(() => franchisors.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The listing the claim was made from, for the admin's context. */
    opportunityId: uuid('opportunity_id'),
    /** What the claimant says about their role at the company. */
    note: text('note'),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    /** `domain`: the e-mail's domain matched the company's; `admin`: an admin decided. */
    decidedBy: text('decided_by').$type<'domain' | 'admin'>(),
    decidedByUserId: text('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('franchisor_claims_status_idx').on(t.status, t.createdAt),
    uniqueIndex('franchisor_claims_one_pending_idx')
      .on(t.franchisorId, t.userId)
      .where(sql`status = 'pending'`),
  ],
);
