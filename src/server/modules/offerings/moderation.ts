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

  async function pending(id: string) {
    const row = await repo.find(id);
    if (row?.status !== 'pending_review') throw notFound('This offering is not waiting for review.');
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
    decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
  ) {
    await moderator(viewer);
    const row = await pending(id);
    const approve = decision.decision === 'approve';
    const updated = await repo.transaction(async (tx) => {
      // Conditional on the state read: of two moderators deciding at once, the second finds it decided.
      const next = await repo.decidePending(
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
      );
      if (!next) {
        throw new Problem(
          409,
          'review_decided',
          'This offering was decided already or withdrawn by its vendor.',
        );
      }
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
