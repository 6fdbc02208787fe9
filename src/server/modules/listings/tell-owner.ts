import type { CoreDeps } from '../../app-deps.ts';
import type { MailText } from '../../email/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { ListingsRepository } from './repository.ts';
import type { ListingRow } from './values.ts';

/** One bell item a listing's moderation: a later decision replaces the earlier one while unread. */
export const reviewGroup = (row: Pick<ListingRow, 'id'>) => `listing-review:${row.id}`;

/**
 * Tells a listing's franchisor of a moderator's decision: in the bell (linking to the listing's
 * editor) and by its own e-mail, sent as it is made.
 */
export function createOwnerTelling(
  deps: Pick<CoreDeps, 'mailer' | 'logger'>,
  repo: ListingsRepository,
  notifications: NotificationsService,
) {
  const { mailer, logger } = deps;
  return async function tell(row: ListingRow, mail: MailText) {
    const [to, ownerId] = await Promise.all([
      repo.ownerEmail(row.franchisorId),
      repo.ownerUserId(row.franchisorId),
    ]);
    // The decision is stored and audited; a mail or bell failure is logged, not undone.
    if (ownerId) {
      await notifications
        .notify(ownerId, 'listing', {
          title: mail.subject,
          body: mail.text,
          link: `/dashboard/listings/${row.id}/edit`,
          groupKey: reviewGroup(row),
          // Its own e-mail (below) says it: the bell's would be a second copy.
          email: false,
        })
        .catch((err: unknown) => logger.error({ err, listingId: row.id }, 'listing decision notice failed'));
    }
    if (!to) return;
    await mailer.send({ to, ...mail }).catch((err: unknown) => {
      logger.error({ err, listingId: row.id }, 'listing decision mail failed');
    });
  };
}
