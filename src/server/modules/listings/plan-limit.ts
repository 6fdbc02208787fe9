import type { AppDeps } from '../../app-deps.ts';
import { Problem } from '../../lib/problem.ts';
import { createListingsRepository } from './repository.ts';

/**
 * THE place where a plan's limit on live listings is enforced: called before a listing goes
 * live (first approval, resume after a pause). The limit comes from the company's active
 * membership (the free plan when it has none).
 */
export async function assertWithinLiveListingLimit(
  deps: Pick<AppDeps, 'database' | 'membership'>,
  franchisorId: string,
): Promise<void> {
  const [limit, live] = await Promise.all([
    deps.membership.liveListingLimit(franchisorId),
    createListingsRepository(deps.database.db).liveCount(franchisorId),
  ]);
  if (live >= limit) {
    throw new Problem(
      409,
      'plan_limit_reached',
      `The company's plan allows ${limit} live ${limit === 1 ? 'listing' : 'listings'} and ${live} ${live === 1 ? 'is' : 'are'} live. Upgrade the plan or pause a listing first.`,
    );
  }
}
