import { MARKETS, type MarketCode } from '../../../shared/markets.ts';
import { ListingValuesSchema, type ReviewQueueItem } from '../../../shared/schemas/listings.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { listingApprovedMail, listingRejectedMail, type MailText } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { queueListingIndexing } from '../../seo/index.ts';
import type { RequestOrigin } from '../admin/index.ts';
import type { LiveListingLimit } from '../membership/index.ts';
import { assertWithinLiveListingLimit } from './plan-limit.ts';
import { createListingsRepository } from './repository.ts';
import { indexingRef } from './service.ts';
import { diffValues, type ListingRow, rowFromValues, valuesFromRow } from './values.ts';

export const MODERATE = 'listings:moderate';

/** The moderators' side: the queue of submitted listings and edits, approve or reject. */
export function createListingReview(deps: CoreDeps, liveListingLimit: LiveListingLimit) {
  const { database, audit, mailer, catalogChanges, logger } = deps;
  const repo = createListingsRepository(database.db);

  async function moderator(viewer: SessionUser) {
    const user = viewer;
    const admin = await deps.identity.findAdmin(user.id);
    if (!admin?.permissions.includes(MODERATE)) {
      throw new Problem(403, 'forbidden', 'Reviewing listings needs the listings:moderate permission.');
    }
    return user;
  }

  async function pending(id: string) {
    const row = await repo.find(id);
    if (row?.revisionState !== 'pending_review' || !row.revision) {
      throw notFound('This listing is not waiting for review.');
    }
    return row;
  }

  const isEdit = (row: ListingRow) => row.status === 'published' || row.status === 'paused';

  async function tell(row: ListingRow, mail: MailText) {
    const to = await repo.ownerEmail(row.franchisorId);
    if (!to) return;
    // The decision is stored and audited; a mail failure is logged, not undone.
    await mailer.send({ to, ...mail }).catch((err: unknown) => {
      logger.error({ err, listingId: row.id }, 'review decision mail failed');
    });
  }

  return {
    async queue(viewer: SessionUser): Promise<ReviewQueueItem[]> {
      await moderator(viewer);
      const rows = await repo.reviewQueue();
      return rows.map((row) => ({
        id: row.id,
        title: row.revision?.title ?? row.title,
        companyName: row.companyName,
        country: row.country as MarketCode,
        currency: row.currency,
        status: row.status,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        kind: isEdit(row) ? 'edit' : 'new',
        changes: diffValues(
          isEdit(row) ? valuesFromRow(row) : null,
          row.revision!,
          row.country as MarketCode,
        ),
      }));
    },

    /** Publishes the working copy: the live columns take its values, in one transaction with the audit record. */
    async approve(viewer: SessionUser, id: string, origin: RequestOrigin) {
      const user = await moderator(viewer);
      const row = await pending(id);
      const values = ListingValuesSchema.safeParse(row.revision);
      if (!values.success) {
        throw new Problem(
          409,
          'invalid_request',
          'This submission no longer passes the listing rules; reject it with a reason.',
        );
      }
      if (!isEdit(row)) await assertWithinLiveListingLimit(liveListingLimit, repo, row.franchisorId);
      const before = isEdit(row) ? valuesFromRow(row) : null;
      const updated = await repo.transaction(async (tx) => {
        const next = await repo.update(
          row.id,
          {
            ...rowFromValues({ ...row.revision, ...values.data }, row.currency),
            status: isEdit(row) ? row.status : 'published',
            publishedAt: row.publishedAt ?? new Date(),
            revision: null,
            revisionState: null,
            reviewReason: null,
          },
          tx,
        );
        await audit.record(
          { id: user.id, email: user.email, ...origin },
          {
            action: 'listings.approve',
            entityType: 'franchise_opportunity',
            entityId: row.id,
            before,
            after: row.revision,
          },
          tx,
        );
        return next!;
      });
      await catalogChanges.publish();
      // Published, or its approved edit is live: search engines are told (a paused listing stays out).
      if (updated.status === 'published') await queueListingIndexing(deps, indexingRef(updated), 'updated');
      const market = MARKETS[updated.country as MarketCode];
      await tell(
        updated,
        listingApprovedMail({
          title: updated.title,
          isEdit: isEdit(row),
          live: !!market?.live,
          marketName: market?.name ?? updated.country,
        }),
      );
      return { id: updated.id, status: updated.status };
    },

    /** Sends the working copy back with the reviewer's reason; a published listing stays as it is. */
    async reject(viewer: SessionUser, id: string, reason: string, origin: RequestOrigin) {
      const user = await moderator(viewer);
      const row = await pending(id);
      const updated = await repo.transaction(async (tx) => {
        const next = await repo.update(
          row.id,
          {
            revisionState: 'rejected',
            reviewReason: reason,
            ...(isEdit(row) ? {} : { status: 'rejected' as const }),
          },
          tx,
        );
        await audit.record(
          { id: user.id, email: user.email, ...origin },
          {
            action: 'listings.reject',
            entityType: 'franchise_opportunity',
            entityId: row.id,
            before: { status: row.status, revisionState: row.revisionState },
            after: { status: next!.status, revisionState: 'rejected' },
            reason,
          },
          tx,
        );
        return next!;
      });
      await tell(
        updated,
        listingRejectedMail({ title: row.revision?.title ?? row.title, isEdit: isEdit(row), reason }),
      );
      return { id: updated.id, status: updated.status };
    },
  };
}

export type ListingReview = ReturnType<typeof createListingReview>;
