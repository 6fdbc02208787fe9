import { MEMBERSHIP_PLANS } from '../../../shared/membership-plans.ts';
import type { CoreDeps } from '../../app-deps.ts';
import { listingsPausedForPlanMail } from '../../email/index.ts';
import { defineJob } from '../../jobs/index.ts';
import { queueListingIndexing } from '../../seo/index.ts';
import type { LiveListingLimit } from '../membership/index.ts';
import { createListingsRepository } from './repository.ts';
import { indexingRef } from './service.ts';

/** No plan keeps fewer listings live than this: a company at or under it is never over its limit. */
const SMALLEST_LIMIT = Math.min(...MEMBERSHIP_PLANS.map((p) => p.liveListingLimit));

/**
 * A plan's limit holds after the plan ends too: approval and resume check it while a plan runs;
 * when a yearly plan lapses, this pauses the company's most recently published listings down to
 * the limit it has now (nothing is deleted) and e-mails the franchisor.
 */
export function planLapseJob(deps: CoreDeps, liveListingLimit: LiveListingLimit) {
  const repo = createListingsRepository(deps.database.db);
  return defineJob({
    name: 'listings-plan-limit',
    description:
      'Pauses the newest live listings of companies whose plan has ended with more listings live than their plan now allows, and e-mails them.',
    schedule: '7 * * * *',
    async run() {
      let paused = 0;
      for (const { franchisorId } of await repo.companiesWithMoreLiveThan(SMALLEST_LIMIT)) {
        const limit = await liveListingLimit(franchisorId);
        const live = await repo.newestLive(franchisorId);
        const excess = live.slice(0, Math.max(0, live.length - limit));
        if (excess.length === 0) continue;
        for (const listing of excess) {
          await repo.update(listing.id, { status: 'paused' });
          await queueListingIndexing(deps, indexingRef(listing), 'deleted');
        }
        paused += excess.length;
        await deps.catalogChanges.publish();
        const to = await repo.ownerEmail(franchisorId);
        if (!to) continue;
        const mail = listingsPausedForPlanMail({ titles: excess.map((l) => l.title), limit });
        // The listings are paused either way; a mail failure is logged, and a rerun finds nothing to pause.
        await deps.mailer.send({ to, ...mail }).catch((err: unknown) => {
          deps.logger.error({ err, franchisorId }, 'plan-limit pause mail failed');
        });
      }
      return { paused };
    },
  });
}
