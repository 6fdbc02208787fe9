import {
  decisionDueFrom,
  describeLimit,
  KREDIT_DOCUMENT,
  type KreditDocumentKind,
  kreditCurrencyFor,
  kreditLimitIn,
  prequalify,
} from '../../../shared/kredit.ts';
import { formatMoney } from '../../../shared/money.ts';
import { KreditAnswers, type KreditApplicationT, type KreditDraftT } from '../../../shared/schemas/kredit.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import { kreditDetail } from '../../email/index.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import { createKreditCore } from './kredit-core.ts';
import { createKreditReview } from './review.ts';

/** Kredit for applicants (drafts, documents, submission, answers) and, from review.ts, for reviewers. */
export function createKreditService(deps: CoreDeps) {
  const { files } = deps;
  const core = createKreditCore(deps);
  const {
    db,
    repo,
    requireApplicant,
    isReviewer,
    ownApplication,
    allowanceFor,
    present,
    notify,
    assertStatus,
  } = core;

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

    ...createKreditReview(deps, core),
  };
}

export type KreditService = ReturnType<typeof createKreditService>;
