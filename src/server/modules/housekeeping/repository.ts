import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { session, verification } from '../../db/schema/auth.ts';
import { emailOutbox, rateLimits } from '../../db/schema/system.ts';

/** Deletes rows that have stopped meaning anything; each returns how many went. */
export function createHousekeepingRepository(db: Db) {
  const count = async (deleted: Promise<unknown[]>) => (await deleted).length;
  return {
    expiredRateLimits: () =>
      count(
        db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`)).returning({ key: rateLimits.key }),
      ),
    expiredVerifications: () =>
      count(
        db
          .delete(verification)
          .where(lt(verification.expiresAt, sql`now()`))
          .returning({ id: verification.id }),
      ),
    expiredSessions: () =>
      count(db.delete(session).where(lt(session.expiresAt, sql`now()`)).returning({ id: session.id })),
    outboxOlderThan: (days: number) =>
      count(
        db
          .delete(emailOutbox)
          .where(lt(emailOutbox.createdAt, sql`now() - make_interval(days => ${days})`))
          .returning({ id: emailOutbox.id }),
      ),
  };
}
