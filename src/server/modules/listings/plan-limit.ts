import { Problem } from '../../lib/problem.ts';
import type { LiveListingLimit } from '../membership/index.ts';
import type { ListingsRepository } from './repository.ts';

/**
 * THE place where a plan's limit on live listings is enforced: called before a listing goes
 * live (first approval, resume after a pause). The limit comes from the company's active
 * membership (the free plan when it has none).
 */
export async function assertWithinLiveListingLimit(
  liveListingLimit: LiveListingLimit,
  repo: ListingsRepository,
  franchisorId: string,
): Promise<void> {
  const [limit, live] = await Promise.all([liveListingLimit(franchisorId), repo.liveCount(franchisorId)]);
  if (live >= limit) {
    throw new Problem(
      409,
      'plan_limit_reached',
      `The company's plan allows ${limit} live ${limit === 1 ? 'listing' : 'listings'} and ${live} ${live === 1 ? 'is' : 'are'} live. Upgrade the plan or pause a listing first.`,
    );
  }
}
