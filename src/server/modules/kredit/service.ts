import {
  decisionDueFrom,
  describeLimit,
  KREDIT_DOCUMENT,
  KREDIT_OPEN_STATUSES,
  KREDIT_STATUS_LABELS,
  type KreditDocumentKind,
  type KreditStatus,
  kreditCurrencyFor,
  kreditLimitIn,
  kreditUsed,
  prequalify,
  renewalDate,
} from '../../../shared/kredit.ts';
import { formatMoney } from '../../../shared/money.ts';
import {
  KreditAnswers,
  type KreditApplicationT,
  type KreditDecisionT,
  type KreditDraftT,
  type KreditReviewItemT,
} from '../../../shared/schemas/kredit.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { kreditDetail, kreditStatusMail } from '../../email/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import type { AuditActor } from '../audit/index.ts';
import {
  createKreditRepository,
  type KreditDocumentRow,
  type KreditEventRow,
  type KreditRow,
} from './repository.ts';

export const KREDIT_REVIEW_PERMISSION = 'kredit:review';

type RequestOrigin = Pick<AuditActor, 'ip' | 'requestId'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function fieldProblem(field: string, message: string, code: 'validation_failed' = 'validation_failed') {
  return new Problem(400, code, message, { errors: [{ field, message }] });
}

const wrongState = (detail: string) => new Problem(409, 'kredit_wrong_status', detail);

export function createKreditService(deps: CoreDeps) {
  const { database, files, mailer, audit, config, logger } = deps;
  const db = database.db;
  const repo = createKreditRepository(db);

  function requireApplicant(sessionUser: SessionUser): SessionUser {
    const me = sessionUser;
    if (me.role === 'franchisor') {
      throw new Problem(
        403,
        'forbidden',
        'Kredit is for franchise owners and buyers; franchisor accounts cannot apply.',
      );
    }
    return me;
  }

  async function requireReviewer(sessionUser: SessionUser): Promise<SessionUser> {
    const me = sessionUser;
    const admin = await deps.identity.findAdmin(me.id);
    if (!admin?.permissions.includes(KREDIT_REVIEW_PERMISSION)) {
      throw new Problem(
        403,
        'forbidden',
        'Reviewing Kredit applications needs the kredit:review permission.',
      );
    }
    return me;
  }

  async function isReviewer(userId: string): Promise<boolean> {
    return !!(await deps.identity.findAdmin(userId))?.permissions.includes(KREDIT_REVIEW_PERMISSION);
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
    const link = `${config.PUBLIC_ORIGIN ?? 'http://localhost:3000'}/kredit-applications`;
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
    /** The applicant's applications (newest first) and what is left of the yearly limit. */
    async list(sessionUser: SessionUser) {
      const me = requireApplicant(sessionUser);
      const rows = await repo.listByUser(me.id);
      const profile = await repo.applicant(me.id);
      const currency = rows[0]?.currency ?? kreditCurrencyFor(profile?.location);
      const [events, documents] = await Promise.all([
        repo.eventsOf(rows.map((r) => r.id)),
        repo.documentsOf(rows.map((r) => r.id)),
      ]);
      const allowance = await allowanceFor(me.id, currency, null);
      const applications = await Promise.all(
        rows.map(async (r) =>
          present(r, 'applicant', {
            events,
            documents,
            remainingMinor: r.status === 'draft' ? allowance.remaining.minor : 0,
          }),
        ),
      );
      return { applications, allowance };
    },

    /** Starts an application (or resumes the draft), prefilled from the profile. */
    async start(sessionUser: SessionUser): Promise<KreditApplicationT> {
      const me = requireApplicant(sessionUser);
      const existing = await repo.findDraft(me.id);
      if (existing) return present(existing, 'applicant');
      const profile = await repo.applicant(me.id);
      const currency = kreditCurrencyFor(profile?.location);
      const allowance = await allowanceFor(me.id, currency, null);
      if (allowance.remaining.minor <= 0) {
        throw new Problem(
          409,
          'kredit_limit_exceeded',
          'You have used your whole Kredit limit for this year. You can apply again when your renewal is offered.',
        );
      }
      const limit = kreditLimitIn(currency);
      const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
      const created = await repo.insertDraft({
        userId: me.id,
        market: profile?.location ?? null,
        currency,
        limitMinor: limit.minor,
        usdPerUnit: limit.usdPerUnit,
        rateDate: limit.rateDate,
        answers: {
          currency,
          ...(name.length >= 2 ? { fullName: name } : {}),
          ...(profile?.phone ? { phone: profile.phone } : {}),
        },
      });
      return present(created ?? (await repo.findDraft(me.id))!, 'applicant');
    },

    async get(sessionUser: SessionUser, id: string) {
      const me = requireApplicant(sessionUser);
      return present(await ownApplication(me, id), 'applicant');
    },

    /** Saves a step's answers into the draft (each field checked by the shared schema). */
    async saveDraft(sessionUser: SessionUser, id: string, body: KreditDraftT) {
      const me = requireApplicant(sessionUser);
      const row = await ownApplication(me, id);
      assertStatus(row, ['draft'], 'edited');
      if (body.currency !== row.currency) {
        throw fieldProblem('currency', `Currency: this application is made in ${row.currency}.`);
      }
      const answers = { ...row.answers, ...body };
      return present(await repo.update(id, { answers }), 'applicant');
    },

    /** Stores an ID or a bank statement: a PDF or a picture, read from its bytes. */
    async addDocument(sessionUser: SessionUser, id: string, kind: KreditDocumentKind, upload: unknown) {
      const me = requireApplicant(sessionUser);
      const row = await ownApplication(me, id);
      assertStatus(row, ['draft', 'more_info_requested'], 'given documents');
      if (!(upload instanceof File)) throw fieldProblem('file', 'File: choose a PDF or a picture to upload.');
      if (upload.size > KREDIT_DOCUMENT.maxBytes) {
        throw new Problem(413, 'file_too_large', 'File: at most 10 MB.');
      }
      const existing = await repo.documentsOf([id]);
      if (existing.length >= KREDIT_DOCUMENT.maxPerApplication) {
        throw fieldProblem(
          'file',
          `File: at most ${KREDIT_DOCUMENT.maxPerApplication} documents per application.`,
        );
      }
      const stored = await files.store({
        bytes: new Uint8Array(await upload.arrayBuffer()),
        originalName: upload.name,
        accept: ['image', 'document'],
        ownerUserId: me.id,
        private: true,
        maxBytes: KREDIT_DOCUMENT.maxBytes,
      });
      await repo.insertDocument({ applicationId: id, fileId: stored.id, kind });
      return present(await repo.findById(id).then((r) => r!), 'applicant');
    },

    async removeDocument(sessionUser: SessionUser, id: string, documentId: string) {
      const me = requireApplicant(sessionUser);
      const row = await ownApplication(me, id);
      assertStatus(row, ['draft'], 'changed');
      const fileId = await repo.deleteDocument(id, documentId);
      if (!fileId) throw notFound('No such document.');
      await files.remove(fileId);
      return present(row, 'applicant');
    },

    /** A document's bytes, for its applicant and for reviewers only. */
    async openDocument(sessionUser: SessionUser, id: string, documentId: string) {
      const me = sessionUser;
      const row = await repo.findById(id);
      if (!row || (row.userId !== me.id && !(await isReviewer(me.id)))) throw notFound('No such document.');
      const doc = (await repo.documentsOf([id])).find((d) => d.id === documentId);
      const found = doc && (await files.open(doc.fileId));
      if (!found) throw notFound('No such document.');
      return found;
    },

    /** Submits: complete answers, both kinds of document, consent, within the yearly limit. */
    async submit(sessionUser: SessionUser, id: string) {
      const me = requireApplicant(sessionUser);
      const row = await ownApplication(me, id);
      assertStatus(row, ['draft'], 'submitted');
      const parsed = KreditAnswers.safeParse(row.answers);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        throw new Problem(400, 'validation_failed', `Complete the application first: ${errors[0]!.message}`, {
          errors,
        });
      }
      const documents = await repo.documentsOf([id]);
      for (const [kind, label] of [
        ['id', 'a proof of identity'],
        ['bank_statement', 'a bank statement'],
      ] as const) {
        if (!documents.some((d) => d.kind === kind)) {
          throw fieldProblem('documents', `Documents: attach ${label} (PDF or picture).`);
        }
      }
      const now = new Date();
      const profile = await repo.applicant(me.id);
      // PGlite has one connection: inside the transaction, every query goes through `tx`.
      const updated = await db.transaction(async (tx) => {
        const allowance = await allowanceFor(me.id, row.currency, id, tx as unknown as Db);
        const verdict = prequalify({
          profile: { country: profile?.location ?? null, phone: profile?.phone ?? null },
          answers: parsed.data,
          remainingMinor: allowance.remaining.minor,
          currency: row.currency,
          documents: { id: 1, bankStatement: 1 },
        });
        if (parsed.data.amountMinor > allowance.remaining.minor) {
          throw new Problem(
            409,
            'kredit_limit_exceeded',
            allowance.remaining.minor > 0
              ? `You can ask for at most ${formatMoney(allowance.remaining.minor, row.currency)} more this year: your yearly limit is ${describeLimit(kreditLimitIn(row.currency))} and ${formatMoney(allowance.used.minor, row.currency)} of it is taken.`
              : 'You have used your whole Kredit limit for this year. You can apply again when your renewal is offered.',
            { remaining: allowance.remaining },
          );
        }
        if (verdict.outcome === 'not_eligible') {
          throw new Problem(
            400,
            'kredit_not_eligible',
            `Not eligible, because ${verdict.reasons.join('; ')}.`,
          );
        }
        const saved = await repo.update(
          id,
          {
            status: 'submitted',
            amountMinor: parsed.data.amountMinor,
            prequalification: verdict,
            consentAt: now,
            submittedAt: now,
            decisionDueAt: decisionDueFrom(now),
          },
          tx as unknown as Db,
        );
        await repo.insertEvent(
          {
            applicationId: id,
            status: 'submitted',
            actorId: me.id,
            actorEmail: me.email,
            actorRole: 'applicant',
          },
          tx as unknown as Db,
        );
        return saved;
      });
      await notify(updated, kreditDetail.submitted(formatMoney(updated.amountMinor!, updated.currency)));
      return present(updated, 'applicant');
    },

    /** The applicant answers a request for more information; the 24-hour clock starts again. */
    async reply(sessionUser: SessionUser, id: string, message: string) {
      const me = requireApplicant(sessionUser);
      const row = await ownApplication(me, id);
      assertStatus(row, ['more_info_requested'], 'answered');
      const now = new Date();
      const updated = await db.transaction(async (tx) => {
        await repo.insertEvent(
          {
            applicationId: id,
            status: 'under_review',
            kind: 'reply',
            actorId: me.id,
            actorEmail: me.email,
            actorRole: 'applicant',
            message,
          },
          tx as unknown as Db,
        );
        return repo.update(
          id,
          { status: 'under_review', decisionDueAt: decisionDueFrom(now) },
          tx as unknown as Db,
        );
      });
      await notify(updated, kreditDetail.answered());
      return present(updated, 'applicant');
    },

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
        if (before.userId === me.id) {
          throw new Problem(403, 'forbidden', 'You cannot decide your own Kredit application.');
        }
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
      return this.reviewItem(sessionUser, id);
    },
  };
}

export type KreditService = ReturnType<typeof createKreditService>;
