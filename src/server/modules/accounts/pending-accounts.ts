import { PENDING_ACCOUNT_TTL_MS } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/index.ts';
import { type AccountsRepository, createAccountsRepository } from './repository.ts';

/** Discards every account left unverified for 24 hours; returns how many went. */
export async function purgeExpiredPendingAccounts(
  repo: AccountsRepository,
  now = Date.now(),
): Promise<number> {
  let discarded = 0;
  for (;;) {
    const stale = await repo.findPendingBefore(new Date(now - PENDING_ACCOUNT_TTL_MS));
    for (const { id } of stale) await repo.discardPendingAccount(id);
    discarded += stale.length;
    if (stale.length === 0) return discarded;
  }
}

/** For auth's password reset of an unverified account: the owner starts with an empty profile. */
export function clearPendingSignUp(db: Db) {
  const repo = createAccountsRepository(db);
  return (userId: string) => repo.clearPendingSignUp(userId);
}

/**
 * Hourly: an account nobody verified within 24 hours is discarded (its code stopped working at
 * 24 hours already, auth.ts), so a sign-up with someone else's address leaves nothing behind.
 */
export function pendingAccountsJob(db: Db) {
  const repo = createAccountsRepository(db);
  return defineJob({
    name: 'accounts-pending-purge',
    description: 'Discards accounts whose e-mail address was not verified within 24 hours.',
    schedule: '23 * * * *',
    async run() {
      return { discarded: await purgeExpiredPendingAccounts(repo) };
    },
  });
}
