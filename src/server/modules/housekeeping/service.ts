import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/index.ts';
import { createHousekeepingRepository } from './repository.ts';

/** Dev-outbox mail is a developer's reading copy; a month is plenty. */
export const OUTBOX_KEEP_DAYS = 30;

/**
 * Hourly clean-up of rows that only grow: rate-limit windows that have ended, e-mailed codes and
 * links past their expiry, sessions past theirs, and old dev-outbox mail.
 */
export function housekeepingJob(db: Db, schedule: string) {
  const repo = createHousekeepingRepository(db);
  return defineJob({
    name: 'housekeeping',
    description:
      'Deletes ended rate-limit windows, expired verification codes and sessions, and dev-outbox mail older than 30 days.',
    schedule,
    async run() {
      return {
        rateLimits: await repo.expiredRateLimits(),
        verifications: await repo.expiredVerifications(),
        sessions: await repo.expiredSessions(),
        outboxMail: await repo.outboxOlderThan(OUTBOX_KEEP_DAYS),
      };
    },
  });
}
