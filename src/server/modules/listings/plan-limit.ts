import type { Db } from '../../db/client.ts';

/**
 * THE place where a plan's limit on live listings is enforced: called before a listing goes
 * live (first approval, resume after a pause). Memberships and plans belong to the franchisor
 * onboarding work, which exposes `liveListingLimit(franchisorId)`; until the lead wires it in
 * here, no limit applies (none is invented).
 */
export async function assertWithinLiveListingLimit(_db: Db, _franchisorId: string): Promise<void> {
  // Lead: const limit = await liveListingLimit(franchisorId); count the company's published
  // listings and throw new Problem(409, 'plan_limit_reached', …) when the count has reached it.
}
