import { FRANCHISE_REVIEW_LIMITS as L } from '../../../shared/limits.ts';
import { detailPath } from '../../../shared/markets.ts';
import type {
  MyReviewStateValue,
  Review,
  ReviewInputValue,
  ReviewPageValue,
  ReviewReportListValue,
} from '../../../shared/schemas/reviews.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { hasAccountRole, type RequireAdmin, requireAccountRole } from '../admin/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { createReviewsRepository, type ReviewRow } from './repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** "Priya Sharma" → "Priya S.": enough to be a person, not enough to find them. */
export function shortName(name: string) {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? '');
}

function present(row: ReviewRow): Review {
  return {
    id: row.id,
    author: shortName(row.authorName),
    rating: row.rating,
    body: row.body,
    contactedVia: row.contactedVia,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    reply: row.reply && row.repliedAt ? { body: row.reply, createdAt: iso(row.repliedAt) } : null,
  };
}

/**
 * Seekers' reviews of franchises: written only after contacting the franchise, one per seeker,
 * answered once in public by the franchisor, reported by anyone signed in, hidden or restored by
 * a moderator. The listing's stars follow its visible reviews (a trigger, migration 0030).
 */
export function createReviewsService(
  deps: Pick<CoreDeps, 'database' | 'audit' | 'catalogChanges'>,
  requireAdmin: RequireAdmin,
) {
  const repo = createReviewsRepository(deps.database.db);
  const { audit, catalogChanges } = deps;

  async function listingOr404(id: string) {
    const listing = await repo.listing(id);
    if (!listing) throw notFound('No such franchise.');
    return listing;
  }

  async function reviewOr404(id: string) {
    const row = await repo.byId(id);
    if (!row || row.hiddenAt) throw notFound('No such review.');
    return row;
  }

  const service = {
    async page(opportunityId: string, page: number): Promise<ReviewPageValue> {
      await listingOr404(opportunityId);
      const [rows, counts] = await Promise.all([
        repo.page(opportunityId, L.page, (page - 1) * L.page),
        repo.breakdown(opportunityId),
      ]);
      const breakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const c of counts) breakdown[c.rating as keyof typeof breakdown] = c.n;
      const total = counts.reduce((sum, c) => sum + c.n, 0);
      const sum = counts.reduce((s, c) => s + c.rating * c.n, 0);
      return {
        items: rows.map(present),
        total,
        average: total ? Math.round((sum / total) * 10) / 10 : null,
        breakdown,
        page,
        pageCount: Math.max(1, Math.ceil(total / L.page)),
      };
    },

    async mine(viewer: SessionUser, opportunityId: string): Promise<MyReviewStateValue> {
      const listing = await listingOr404(opportunityId);
      const own = await repo.mine(opportunityId, viewer.id);
      let cannotReview: string | null = null;
      if (!hasAccountRole(viewer, 'user')) cannotReview = 'Reviews are written by franchise seekers.';
      else if (!own && !(await repo.contactOf(viewer.id, opportunityId)))
        cannotReview = `You can review ${listing.title} once you have contacted it: request information, send a message or book a call.`;
      return {
        review: own ? { ...present(own), hiddenReason: own.hiddenAt ? own.hiddenReason : null } : null,
        cannotReview,
        canReply: listing.ownerUserId === viewer.id,
      };
    },

    async write(viewer: SessionUser, opportunityId: string, input: ReviewInputValue) {
      await listingOr404(opportunityId);
      requireAccountRole(viewer, 'user', 'Reviews are written by franchise seekers.', 'reviews_by_seekers');
      const contactedVia = await repo.contactOf(viewer.id, opportunityId);
      if (!contactedVia) {
        throw new Problem(
          403,
          'review_needs_contact',
          'You can review a franchise once you have contacted it: request information, send a message or book a call.',
        );
      }
      await repo.upsert({ opportunityId, authorId: viewer.id, contactedVia, ...input });
      await catalogChanges.publish();
      return service.mine(viewer, opportunityId);
    },

    async remove(viewer: SessionUser, opportunityId: string) {
      if (!(await repo.remove(opportunityId, viewer.id)))
        throw notFound('You have no review of this franchise.');
      await catalogChanges.publish();
    },

    /** The listing's company owner answers a review in public (null takes the answer back). */
    async reply(viewer: SessionUser, reviewId: string, body: string | null) {
      const review = await reviewOr404(reviewId);
      const listing = await repo.listing(review.opportunityId);
      if (listing?.ownerUserId !== viewer.id) {
        throw new Problem(403, 'forbidden', 'Only the company that lists this franchise can reply.');
      }
      await repo.setReply(reviewId, body);
      return present((await repo.byId(reviewId))!);
    },

    async report(viewer: SessionUser, reviewId: string, reason: string) {
      const review = await reviewOr404(reviewId);
      if (review.authorId === viewer.id) throw new Problem(400, 'review_own', 'This is your own review.');
      if (!(await repo.report(reviewId, viewer.id, reason))) {
        throw new Problem(409, 'already_reported', 'You have already reported this review.');
      }
    },

    async reports(viewer: SessionUser): Promise<ReviewReportListValue> {
      // Reviews are listing content: whoever moderates listings moderates them.
      await requireAdmin(viewer, 'listings:moderate');
      const rows = await repo.openReports(100);
      return {
        items: rows.map((row) => ({
          id: row.id,
          reason: row.reason,
          reporter: row.reporter ?? 'Deleted user',
          createdAt: iso(row.createdAt),
          review: {
            ...present(row.review),
            listingTitle: row.listingTitle,
            listingPath: detailPath({ id: row.review.opportunityId, country: row.listingCountry }),
            hidden: row.review.hiddenAt !== null,
          },
        })),
      };
    },

    /** Hides (with the reason the author is shown), restores, or dismisses the reports; audited. */
    async moderate(
      viewer: SessionUser,
      actor: AuditActor,
      reviewId: string,
      input: { action: 'hide' | 'restore' | 'dismiss'; reason?: string },
    ) {
      // Reviews are listing content: whoever moderates listings moderates them.
      await requireAdmin(viewer, 'listings:moderate');
      const review = await repo.byId(reviewId);
      if (!review) throw notFound('No such review.');
      const change =
        input.action === 'hide'
          ? { hiddenAt: new Date(), hiddenReason: input.reason ?? null }
          : input.action === 'restore'
            ? { hiddenAt: null, hiddenReason: null }
            : null;
      await repo.transaction(async (tx) => {
        await repo.moderate(tx, reviewId, change);
        await audit.record(
          actor,
          {
            action: `reviews.${input.action}`,
            entityType: 'franchise_review',
            entityId: reviewId,
            before: { hidden: review.hiddenAt !== null },
            after: change ? { hidden: change.hiddenAt !== null } : undefined,
            reason: input.reason ?? null,
          },
          tx,
        );
      });
      if (change) await catalogChanges.publish();
      return { ok: true as const };
    },
  };
  return service;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
