import { KREDIT_OPEN_STATUSES, type KreditStatus } from '../../../shared/kredit.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { KreditDecisionT, KreditReviewItemT } from '../../../shared/schemas/kredit.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { kreditDetail } from '../../email/index.ts';
import { refuseOwnMatter } from '../../lib/own-matter.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import { iso, type KreditCore, type RequestOrigin } from './kredit-core.ts';
import type { KreditRow } from './repository.ts';

/** The reviewers' side: the queue, one application with its audit trail, and decisions. */
export function createKreditReview(deps: CoreDeps, core: KreditCore) {
  const { audit } = deps;
  const { db, repo, requireReviewer, allowanceFor, present, notify, assertStatus } = core;

  const review = {
    /** Reviewers: submitted applications, the one whose clock runs out first on top. */
    async queue(sessionUser: SessionUser, filter: { status?: KreditStatus; market?: string }) {
      await requireReviewer(sessionUser);
      const rows = await repo.queue(filter);
      return {
        items: rows.map((r) => ({
          id: r.id,
          status: r.status,
          market: r.market,
          currency: r.currency,
          amountMinor: r.amountMinor,
          applicantEmail: r.applicantEmail,
          businessName: r.answers.businessName ?? null,
          submittedAt: iso(r.submittedAt),
          decisionDueAt: KREDIT_OPEN_STATUSES.includes(r.status) ? iso(r.decisionDueAt) : null,
        })),
      };
    },

    async reviewItem(sessionUser: SessionUser, id: string): Promise<KreditReviewItemT> {
      await requireReviewer(sessionUser);
      const row = await repo.findById(id);
      if (!row || row.status === 'draft') throw notFound('No such Kredit application.');
      const [who, allowance, records] = await Promise.all([
        repo.applicant(row.userId),
        allowanceFor(row.userId, row.currency, row.id),
        audit.search({ entityType: 'kredit_application', entityId: row.id, limit: 50 }),
      ]);
      return {
        ...(await present(row, 'reviewer')),
        applicant: {
          userId: row.userId,
          email: who?.email ?? '',
          name: [who?.firstName, who?.lastName].filter(Boolean).join(' '),
        },
        allowance,
        audit: records.map((r) => ({
          action: r.action,
          actorEmail: r.actorEmail,
          at: r.at.toISOString(),
          ip: r.ip,
        })),
      };
    },

    /** A reviewer's decision: recorded on the application and in the audit log, in one transaction. */
    async decide(sessionUser: SessionUser, id: string, body: KreditDecisionT, from: RequestOrigin) {
      const me = await requireReviewer(sessionUser);
      const now = new Date();
      const { row, message } = await db.transaction(async (txx) => {
        const tx = txx as unknown as Db;
        const before = await repo.lock(id, tx);
        if (!before || before.status === 'draft') throw notFound('No such Kredit application.');
        refuseOwnMatter(me.id, before.userId, 'You cannot decide your own Kredit application.');
        let set: Partial<KreditRow>;
        let status: KreditStatus;
        let note: string | null = null;
        let amount: number | null = null;
        let mail: string;
        switch (body.action) {
          case 'start_review':
            assertStatus(before, ['submitted'], 'taken for review');
            status = 'under_review';
            set = { status };
            mail = kreditDetail.underReview();
            break;
          case 'request_info':
            assertStatus(before, ['submitted', 'under_review'], 'asked for more information');
            status = 'more_info_requested';
            note = body.message;
            set = { status, infoRequest: body.message };
            mail = kreditDetail.infoRequested(body.message);
            break;
          case 'approve': {
            assertStatus(before, ['submitted', 'under_review'], 'approved');
            const requested = before.amountMinor ?? 0;
            if (body.amountMinor > requested) {
              throw fieldProblem(
                'amountMinor',
                `Approved amount must be at most the ${formatMoney(requested, before.currency)} requested.`,
              );
            }
            const allowance = await allowanceFor(before.userId, before.currency, before.id, tx);
            if (body.amountMinor > allowance.remaining.minor) {
              throw new Problem(
                409,
                'kredit_limit_exceeded',
                `Approved amount must be at most the ${formatMoney(allowance.remaining.minor, before.currency)} left of the applicant's yearly limit.`,
                { errors: [{ field: 'amountMinor', message: 'Above the yearly limit left.' }] },
              );
            }
            status = 'approved';
            amount = body.amountMinor;
            set = {
              status,
              approvedAmountMinor: amount,
              decidedAt: now,
              decidedBy: me.id,
              decisionReason: null,
            };
            mail = kreditDetail.approved(formatMoney(amount, before.currency));
            break;
          }
          case 'reject':
            assertStatus(before, ['submitted', 'under_review'], 'rejected');
            status = 'rejected';
            note = body.reason;
            set = { status, decidedAt: now, decidedBy: me.id, decisionReason: body.reason };
            mail = kreditDetail.rejected(body.reason);
            break;
          case 'disburse':
            assertStatus(before, ['approved'], 'marked as paid out');
            status = 'disbursed';
            amount = before.approvedAmountMinor;
            set = { status, disbursedAt: now };
            mail = kreditDetail.disbursed(formatMoney(before.approvedAmountMinor ?? 0, before.currency));
            break;
        }
        const after = await repo.update(id, set, tx);
        await repo.insertEvent(
          {
            applicationId: id,
            status,
            actorId: me.id,
            actorEmail: me.email,
            actorRole: 'reviewer',
            message: note,
            amountMinor: amount,
          },
          tx,
        );
        await audit.record(
          { id: me.id, email: me.email, ...from },
          {
            action: `kredit.${body.action}`,
            entityType: 'kredit_application',
            entityId: id,
            before: { status: before.status, approvedAmountMinor: before.approvedAmountMinor },
            after: {
              status: after.status,
              approvedAmountMinor: after.approvedAmountMinor,
              currency: after.currency,
            },
            reason: note,
          },
          tx,
        );
        return { row: after, message: mail };
      });
      await notify(row, message);
      return review.reviewItem(sessionUser, id);
    },
  };
  return review;
}
