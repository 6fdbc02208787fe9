import { isMarketCode, MARKETS, type MarketCode } from '../../../shared/markets.ts';
import { ListingValuesSchema, type ReviewQueueItem } from '../../../shared/schemas/listings.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { listingApprovedMail, listingBlockedByPlanNotice, listingRejectedMail } from '../../email/index.ts';
import { refuseOwnMatter } from '../../lib/own-matter.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { queueListingIndexing } from '../../seo/index.ts';
import { createAdminGuard, type RequestOrigin } from '../admin/index.ts';
import type { LiveListingLimit } from '../membership/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { assertWithinLiveListingLimit } from './plan-limit.ts';
import { createListingsRepository } from './repository.ts';
import { indexingRef } from './service.ts';
import { createOwnerTelling, reviewGroup } from './tell-owner.ts';
import { diffValues, type ListingRow, rowFromValues, valuesFromRow } from './values.ts';

/** The moderators' side: the queue of submitted listings and edits, approve or reject. */
export function createListingReview(
  deps: CoreDeps,
  liveListingLimit: LiveListingLimit,
  notifications: NotificationsService,
) {
  const { database, audit, catalogChanges, logger } = deps;
  const repo = createListingsRepository(database.db);
  const requireAdmin = createAdminGuard(database.db);

  async function moderator(viewer: SessionUser) {
    const { user } = await requireAdmin(
      viewer,
      'listings:moderate',
      'Reviewing listings needs the listings:moderate permission.',
    );
    return user;
  }

  /**
   * Refuses a decision on a listing that moved on since the moderator opened it: an edit saved
   * since (`seen`, its `updatedAt` then) is not published unseen, and a listing decided or
   * withdrawn meanwhile is not decided twice. Both answer 409: the moderator acted on a queue
   * entry that was real when they read it.
   */
  function refuseMovedOn(row: ListingRow, seen?: string) {
    // The owner's working copy (submitted again, or being edited) is not what the moderator saw.
    const ownersCopy = row.revisionState === 'pending_review' || row.revisionState === 'editing';
    if (ownersCopy && seen && row.updatedAt.getTime() !== Date.parse(seen)) {
      throw new Problem(
        409,
        'review_changed',
        'This listing changed since you opened it. Reload the queue to review the current version.',
      );
    }
    if (row.revisionState !== 'pending_review' || !row.revision) {
      throw new Problem(409, 'review_decided', 'This listing was decided already or withdrawn by its owner.');
    }
  }

  /** The submission as read before the decision's transaction, for the checks that need no lock. */
  async function pending(id: string, seen?: string) {
    const row = await repo.find(id);
    if (!row) throw notFound('This listing is not waiting for review.');
    refuseMovedOn(row, seen);
    return row;
  }

  /**
   * Re-reads the submission inside the decision's transaction, locked: a second moderator's
   * decision waits for the first and then finds it decided, and an owner's save waits for the
   * decision (service.ts saves under the same lock).
   */
  async function stillPending(id: string, tx: Db, seen?: string) {
    const row = await repo.findForDecision(id, tx);
    if (!row) throw notFound('This listing is not waiting for review.');
    refuseMovedOn(row, seen);
    return row;
  }

  const isEdit = (row: ListingRow) => row.status === 'published' || row.status === 'paused';

  const tell = createOwnerTelling(deps, repo, notifications);

  /**
   * Otherwise the listing would sit "In review" with nobody telling the franchisor why: the bell
   * and its e-mail say what unblocks it. One bell item a listing (refreshed on each attempt).
   */
  async function toldOfPlanLimit(row: ListingRow) {
    const [ownerId, limit] = await Promise.all([
      repo.ownerUserId(row.franchisorId),
      liveListingLimit(row.franchisorId),
    ]);
    if (!ownerId) return;
    await notifications
      .notify(ownerId, 'listing', {
        ...listingBlockedByPlanNotice({ title: row.revision?.title ?? row.title, limit }),
        link: '/dashboard#dash-membership',
        groupKey: reviewGroup(row),
      })
      .catch((err: unknown) => logger.error({ err, listingId: row.id }, 'plan-limit notice failed'));
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
        updatedAt: row.updatedAt.toISOString(),
        kind: isEdit(row) ? 'edit' : row.lastRefusal ? 'resubmission' : 'new',
        // An edit against what is live; a resubmission against the version refused last.
        changes: diffValues(
          isEdit(row) ? valuesFromRow(row) : (row.lastRefusal?.values ?? null),
          row.revision!,
          row.country as MarketCode,
        ),
        previousReason: row.pausedReason ?? row.lastRefusal?.reason ?? null,
      }));
    },

    /** Publishes the working copy: the live columns take its values, in one transaction with the audit record. */
    async approve(viewer: SessionUser, id: string, origin: RequestOrigin, seen?: string) {
      const user = await moderator(viewer);
      const row = await pending(id, seen);
      refuseOwnMatter(
        user.id,
        await repo.ownerUserId(row.franchisorId),
        'You cannot approve a listing of your own company.',
      );
      // A new listing, or one the moderators paused, goes live by this approval.
      if (!isEdit(row) || row.pausedReason) {
        await assertWithinLiveListingLimit(liveListingLimit, repo, row.franchisorId).catch(
          async (err: unknown) => {
            if (err instanceof Problem && err.code === 'plan_limit_reached') await toldOfPlanLimit(row);
            throw err;
          },
        );
      }
      const { updated, wasEdit } = await repo.transaction(async (tx) => {
        const current = await stillPending(id, tx, seen);
        const checked = ListingValuesSchema.safeParse(current.revision);
        if (!checked.success) {
          throw new Problem(
            409,
            'invalid_request',
            'This submission no longer passes the listing rules; reject it with a reason.',
          );
        }
        const next = await repo.updatePending(
          current.id,
          {
            ...rowFromValues({ ...current.revision, ...checked.data }, current.currency),
            status: isEdit(current) && !current.pausedReason ? current.status : 'published',
            publishedAt: current.publishedAt ?? new Date(),
            revision: null,
            revisionState: null,
            reviewReason: null,
            pausedReason: null,
            lastRefusal: null,
          },
          tx,
        );
        await audit.record(
          { id: user.id, email: user.email, ...origin },
          {
            action: 'listings.approve',
            entityType: 'franchise_opportunity',
            entityId: current.id,
            before: isEdit(current) ? valuesFromRow(current) : null,
            after: current.revision,
          },
          tx,
        );
        return { updated: next!, wasEdit: isEdit(current) };
      });
      await catalogChanges.publish();
      // Published, or its approved edit is live: search engines are told (a paused listing stays out).
      if (updated.status === 'published') await queueListingIndexing(deps, indexingRef(updated), 'updated');
      const market = isMarketCode(updated.country) ? updated.country : null;
      await tell(
        updated,
        listingApprovedMail({
          title: updated.title,
          isEdit: wasEdit,
          waitsFor: market && !MARKETS[market].live ? market : null,
        }),
      );
      return { id: updated.id, status: updated.status };
    },

    /** Sends the working copy back with the reviewer's reason; a published listing stays as it is. */
    async reject(viewer: SessionUser, id: string, reason: string, origin: RequestOrigin) {
      const user = await moderator(viewer);
      await pending(id);
      const { row, updated } = await repo.transaction(async (tx) => {
        const row = await stillPending(id, tx);
        const next = await repo.updatePending(
          row.id,
          {
            revisionState: 'rejected',
            reviewReason: reason,
            lastRefusal: { values: row.revision!, reason, at: new Date().toISOString() },
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
        return { row, updated: next! };
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
