import { defineJob } from '../../jobs/index.ts';
import type { SavedSearchService } from './service.ts';

/** Every 10 minutes: newly published listings are matched, so "new matches" show in the app soon. */
export function savedSearchMatchJob(service: SavedSearchService) {
  return defineJob({
    name: 'saved-search-match',
    description: 'Matches newly published franchises against every saved search (in-app "new matches").',
    schedule: '*/10 * * * *',
    run: () => service.matchNewListings(),
  });
}

/** Daily at 07:00 UTC: one digest e-mail per seeker with new matches (matching first, so none is missed). */
export function savedSearchDigestJob(service: SavedSearchService) {
  return defineJob({
    name: 'saved-search-digest',
    description: 'E-mails each seeker one digest of new matches for their saved searches (daily at most).',
    schedule: '0 7 * * *',
    async run() {
      const matched = await service.matchNewListings();
      return { ...matched, ...(await service.sendDigests()) };
    },
  });
}
