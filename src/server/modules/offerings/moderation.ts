import { offeringDetailPath } from '../../../shared/offering-kinds.ts';
import type { OfferingReviewQueueItemT } from '../../../shared/schemas/offerings.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { type MailText, offeringApprovedMail, offeringRejectedMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { createAdminGuard, type RequestOrigin } from '../admin/index.ts';
import { valuesOf } from './vendor.ts';
import { createVendorRepository, type OfferingRow } from './vendor-repository.ts';

export function createOfferingModeration(deps: CoreDeps) {
  const { audit, mailer, logger, config } = deps;
  const repo = createVendorRepository(deps.database.db);
  const requireAdmin = createAdminGuard(deps.database.db);

  /** The same permission and queue page as franchise listings (/admin/listings). */
  async function moderator(viewer: SessionUser) {
    await requireAdmin(
      viewer,
      'listings:moderate',
      'Reviewing listings needs the listings:moderate permission.',
    );
  }

  const decided = () =>
    new Problem(409, 'review_decided', 'This offering was decided already or withdrawn by its vendor.');

  /** Before the decision's transaction: an unknown offering is 404, one that moved on a 409. */
  async function pending(id: string) {
    const row = await repo.find(id);
    if (!row) throw notFound('This offering is not waiting for review.');
    if (row.status !== 'pending_review') throw decided();
    return row;
  }

  async function tell(row: OfferingRow, mail: MailText) {
    const to = row.franchisorId && (await repo.ownerEmail(row.franchisorId));
    if (!to) return;
    // The decision is stored and audited; a mail failure is logged, not undone.
    await mailer.send({ to, ...mail }).catch((err: unknown) => {
      logger.error({ err, offeringId: row.id }, 'offering review mail failed');
    });
  }

  async function decide(
    viewer: SessionUser,
    id: string,
    origin: RequestOrigin,
    decision: { decision: 'approve'; updatedAt?: string } | { decision: 'reject'; reason: string },
  ) {
    await moderator(viewer);
    await pending(id);
    const approve = decision.decision === 'approve';
    const seen = decision.decision === 'approve' ? decision.updatedAt : undefined;
    const updated = await repo.transaction(async (tx) => {
      // Read again under the row's lock: of two moderators deciding at once the second waits and
      // finds it decided, and the audit's "before" is the row the decision changed.
      const row = await repo.findForDecision(id, tx);
      if (row?.status !== 'pending_review') throw decided();
      // A vendor's change since the moderator opened it (a screenshot, or an edit submitted again).
      if (seen && row.updatedAt.getTime() !== Date.parse(seen)) {
        throw new Problem(
          409,
          'review_changed',
          'This offering changed since you opened it. Reload the queue to review the current version.',
        );
      }
      const next = (await repo.update(
        row.id,
        approve
          ? {
              status: 'published',
              reviewReason: null,
              // An approved resubmission ends a moderators' pause.
              ...(row.pausedReason ? { pausedReason: null, isActive: true } : {}),
            }
          : { status: 'rejected', reviewReason: decision.reason },
        tx,
      ))!;
      await audit.record(
        { id: viewer.id, email: viewer.email, ...origin },
        {
          action: approve ? 'offerings.approve' : 'offerings.reject',
          entityType: 'offering',
          entityId: row.id,
          before: { status: row.status },
          after: { status: next.status, cashbackPct: row.cashbackPct },
          ...(approve ? {} : { reason: decision.reason }),
        },
        tx,
      );
      return next;
    });
    if (approve) {
      await tell(
        updated,
        offeringApprovedMail({
          name: updated.name,
          url: `${siteOrigin(config)}${offeringDetailPath(updated.kind, updated.id)}`,
        }),
      );
    } else {
      await tell(
        updated,
        offeringRejectedMail({
          name: updated.name,
          reason: decision.decision === 'reject' ? decision.reason : '',
        }),
      );
    }
    return { id: updated.id, status: updated.status };
  }

  return {
    async queue(viewer: SessionUser): Promise<{ items: OfferingReviewQueueItemT[] }> {
      await moderator(viewer);
      const rows = await repo.reviewQueue();
      return {
        items: rows.map(({ o, companyName }) => ({
          id: o.id,
          name: o.name,
          kind: o.kind,
          companyName,
          submittedAt: o.submittedAt?.toISOString() ?? null,
          updatedAt: o.updatedAt.toISOString(),
          values: valuesOf(o),
          logoUrl: o.logoUrl,
          screenshots: o.screenshots,
        })),
      };
    },
    decide,
  };
}

export type OfferingModeration = ReturnType<typeof createOfferingModeration>;
