import {
  KREDIT_STATUS_LABELS,
  type KreditStatus,
  kreditLimitIn,
  kreditUsed,
  prequalify,
  renewalDate,
} from '../../../shared/kredit.ts';
import type { KreditApplicationT } from '../../../shared/schemas/kredit.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { kreditStatusMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { createAdminCheck, createAdminGuard, requireAccountRole } from '../admin/index.ts';
import type { AuditActor } from '../audit/index.ts';
import {
  createKreditRepository,
  type KreditDocumentRow,
  type KreditEventRow,
  type KreditRow,
} from './repository.ts';

export type RequestOrigin = Pick<AuditActor, 'ip' | 'requestId'>;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const wrongState = (detail: string) => new Problem(409, 'kredit_wrong_status', detail);

/** What the applicant's and the reviewers' sides of Kredit share: access checks, the answer shape, the mail. */
export function createKreditCore(deps: CoreDeps) {
  const { database, mailer, config, logger } = deps;
  const db = database.db;
  const repo = createKreditRepository(db);
  const requireAdmin = createAdminGuard(db);
  const isAdmin = createAdminCheck(db);

  function requireApplicant(sessionUser: SessionUser): SessionUser {
    return requireAccountRole(
      sessionUser,
      'user',
      'Kredit is for franchise owners and buyers; franchisor accounts cannot apply.',
    );
  }

  async function requireReviewer(sessionUser: SessionUser): Promise<SessionUser> {
    const { user } = await requireAdmin(
      sessionUser,
      'kredit:review',
      'Reviewing Kredit applications needs the kredit:review permission.',
    );
    return user;
  }

  async function isReviewer(userId: string): Promise<boolean> {
    return isAdmin({ id: userId }, 'kredit:review');
  }

  /** The applicant's own application, or 404 (never telling whether someone else's exists). */
  async function ownApplication(me: SessionUser, id: string): Promise<KreditRow> {
    const row = await repo.findById(id);
    if (!row || row.userId !== me.id) throw notFound('No such Kredit application.');
    return row;
  }

  async function allowanceFor(userId: string, currency: string, exceptId: string | null, tx?: Db) {
    const others = tx
      ? await repo.lockOthersOf(userId, exceptId ?? '00000000-0000-0000-0000-000000000000', tx)
      : (await repo.listByUser(userId)).filter((a) => a.id !== exceptId);
    const limit = kreditLimitIn(currency);
    const used = kreditUsed(others, currency);
    return {
      limit: { minor: limit.minor, currency },
      used: { minor: used, currency },
      remaining: { minor: Math.max(0, limit.minor - used), currency },
      usdPerUnit: limit.usdPerUnit,
      rateDate: limit.rateDate,
    };
  }

  async function present(
    row: KreditRow,
    viewer: 'applicant' | 'reviewer',
    loaded?: { events: KreditEventRow[]; documents: KreditDocumentRow[]; remainingMinor: number },
  ): Promise<KreditApplicationT> {
    const events = loaded?.events ?? (await repo.eventsOf([row.id]));
    const documents = loaded?.documents ?? (await repo.documentsOf([row.id]));
    const remainingMinor =
      loaded?.remainingMinor ?? (await allowanceFor(row.userId, row.currency, row.id)).remaining.minor;
    const profile = await repo.applicant(row.userId);
    const prequalification =
      row.status === 'draft' || !row.prequalification
        ? prequalify({
            profile: { country: profile?.location ?? null, phone: profile?.phone ?? null },
            answers: row.answers,
            remainingMinor,
            currency: row.currency,
            documents: {
              id: documents.filter((d) => d.kind === 'id').length,
              bankStatement: documents.filter((d) => d.kind === 'bank_statement').length,
            },
          })
        : row.prequalification;
    return {
      id: row.id,
      status: row.status,
      market: row.market,
      currency: row.currency,
      answers: row.answers,
      amountMinor: row.amountMinor ?? row.answers.amountMinor ?? null,
      approvedAmountMinor: row.approvedAmountMinor,
      limitMinor: row.limitMinor,
      usdPerUnit: row.usdPerUnit,
      rateDate: String(row.rateDate),
      prequalification,
      submittedAt: iso(row.submittedAt),
      decisionDueAt: iso(row.decisionDueAt),
      decidedAt: iso(row.decidedAt),
      decisionReason: row.decisionReason,
      infoRequest: row.infoRequest,
      renewalAt:
        (row.status === 'approved' || row.status === 'disbursed') && row.decidedAt
          ? renewalDate(row.decidedAt).toISOString()
          : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      events: events
        .filter((e) => e.applicationId === row.id)
        .map((e) => ({
          id: e.id,
          status: e.status,
          kind: e.kind,
          actor: e.actorRole,
          actorEmail: viewer === 'reviewer' || e.actorRole === 'applicant' ? e.actorEmail : null,
          message: e.message,
          amountMinor: e.amountMinor,
          at: e.at.toISOString(),
        })),
      documents: documents
        .filter((d) => d.applicationId === row.id)
        .map((d) => ({
          id: d.id,
          kind: d.kind,
          name: d.displayName,
          mime: d.mime,
          size: d.size,
          url: `/api/v1/kredit/applications/${row.id}/documents/${d.id}`,
          uploadedAt: d.createdAt.toISOString(),
        })),
    };
  }

  /** Tells the applicant, after the change is committed; a mail failure never undoes a decision. */
  async function notify(row: KreditRow, extra: string) {
    const who = await repo.applicant(row.userId);
    if (!who) return;
    const link = `${siteOrigin(config)}/kredit-applications`;
    try {
      await mailer.send({
        to: who.email,
        ...kreditStatusMail({
          firstName: who.firstName,
          statusLabel: KREDIT_STATUS_LABELS[row.status],
          detail: extra,
          link,
        }),
      });
    } catch (err) {
      logger.error({ err, applicationId: row.id }, 'kredit mail not sent');
    }
  }

  function assertStatus(row: KreditRow, allowed: KreditStatus[], action: string) {
    if (!allowed.includes(row.status)) {
      throw wrongState(
        `This application is ${KREDIT_STATUS_LABELS[row.status].toLowerCase()}; it cannot be ${action} now.`,
      );
    }
  }

  return {
    db,
    repo,
    requireApplicant,
    requireReviewer,
    isReviewer,
    ownApplication,
    allowanceFor,
    present,
    notify,
    assertStatus,
  };
}

export type KreditCore = ReturnType<typeof createKreditCore>;
