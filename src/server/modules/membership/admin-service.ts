import { formatDay } from '../../../shared/dates.ts';
import {
  COMPANY_DOCUMENT_LABELS,
  type CompanyDocumentKind,
  type PlanId,
  planById,
} from '../../../shared/membership-plans.ts';
import { formatMoney, toMinorUnits } from '../../../shared/money.ts';
import type { AdminMemberships, RecordPaymentBodyT } from '../../../shared/schemas/membership.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { documentRefusedMail } from '../../email/index.ts';
import { refuseOwnMatter } from '../../lib/own-matter.ts';
import { fieldProblem, notFound, Problem } from '../../lib/problem.ts';
import { createAdminGuard } from '../admin/index.ts';
import type { AuditActor } from '../audit/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { presentDocument, presentInvoice } from './presenters.ts';
import { sendReceipt } from './receipts.ts';
import { type CompanyRow, createMembershipRepository } from './repository.ts';
import { termEnd } from './service.ts';

/** The admin's billing desk (offline invoices) and verification desk (company documents). */
export function createMembershipAdminService(deps: CoreDeps, notifications: NotificationsService) {
  const { database, audit, mailer, logger } = deps;
  const repo = createMembershipRepository(database.db);
  const requireAdmin = createAdminGuard(database.db);

  /** The refusal told to the company's owner: the bell (its link leads to the upload) and an e-mail. */
  async function tellRefused(
    company: CompanyRow | null,
    kind: CompanyDocumentKind,
    documentId: string,
    reason: string,
  ) {
    if (!company) return;
    try {
      const file = (await repo.documentsOf([company.id])).find((d) => d.id === documentId);
      const mail = documentRefusedMail({
        greetingName: company.contactPerson ?? company.name,
        documentLabel: COMPANY_DOCUMENT_LABELS[kind],
        fileName: file?.fileName ?? 'your file',
        reason,
      });
      if (company.ownerUserId) {
        await notifications.notify(company.ownerUserId, 'listing', {
          title: mail.subject,
          body: `Reason: ${reason}`,
          link: '/dashboard#dash-membership',
          // Its own e-mail (below) says it: the bell's would be a second copy.
          email: false,
        });
      }
      const to = await repo.ownerEmail(company.id);
      if (to) await mailer.send({ to, ...mail });
    } catch (err) {
      logger.error({ err, franchisorId: company.id }, 'document refusal notice failed');
    }
  }

  const actor = (user: SessionUser, from: Pick<AuditActor, 'ip' | 'requestId'>): AuditActor => ({
    id: user.id,
    email: user.email,
    ...from,
  });

  return {
    async overview(viewer: SessionUser): Promise<AdminMemberships> {
      await requireAdmin(viewer, 'memberships:manage');
      const [open, companies] = await Promise.all([repo.openInvoices(), repo.unverifiedCompanies()]);
      const docs = await repo.documentsOf(companies.map((c) => c.id));
      return {
        openInvoices: open.map((r) => ({
          ...presentInvoice(r.invoice, r.planId as PlanId),
          companyName: r.companyName,
          franchisorId: r.invoice.franchisorId,
          email: r.email,
        })),
        companiesToVerify: companies.map((c) => ({
          id: c.id,
          name: c.name,
          legalName: c.legalName,
          billingCountry: c.billingCountry,
          taxId: c.taxId,
          documents: docs.filter((d) => d.franchisorId === c.id).map(presentDocument),
        })),
      };
    },

    /**
     * An admin records an offline invoice's payment (amount, day, reference): the invoice is paid
     * and its membership active, in one transaction with the audit record; then the receipt.
     * Only the invoice's exact amount is accepted (no partial payments).
     */
    async recordPayment(
      viewer: SessionUser,
      invoiceId: string,
      body: RecordPaymentBodyT,
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ) {
      const { user } = await requireAdmin(viewer, 'memberships:manage');
      const found = await repo.invoice(invoiceId);
      if (!found) throw notFound('No such invoice.');
      const company = await repo.company(found.invoice.franchisorId);
      refuseOwnMatter(user.id, company?.ownerUserId, 'You cannot mark an invoice of your own company paid.');
      const { invoice, membership } = found;
      if (invoice.status !== 'open') {
        throw new Problem(409, 'invoice_not_open', 'This invoice is already paid or no longer open.');
      }
      const amountMinor = toMinorUnits(body.amount, invoice.currency);
      if (amountMinor !== invoice.amountMinor) {
        const due = formatMoney(invoice.amountMinor, invoice.currency, { exact: true });
        throw fieldProblem(
          'amount',
          `Amount received must be the invoice’s ${due}; a partial or different payment cannot be recorded — ask the company to pay the difference first.`,
        );
      }
      const issuedOn = invoice.issuedAt.toISOString().slice(0, 10);
      if (body.paidOn < issuedOn) {
        throw fieldProblem(
          'paidOn',
          `Date paid cannot be before the invoice was issued (${formatDay(issuedOn)}).`,
        );
      }
      const paidAt = new Date(`${body.paidOn}T00:00:00Z`);
      const now = new Date();
      const expiresAt = termEnd(planById(membership.planId)!, now);
      const paid = await database.db.transaction(async (tx) => {
        const row = await repo.activate(tx, membership, {
          startsAt: now,
          expiresAt,
          paidBy: user.id,
          payment: { paidAt, amountMinor, reference: body.reference },
        });
        // A second admin recording the same invoice waits on the lock and then finds it paid.
        if (!row || row.id !== invoiceId) {
          throw new Problem(409, 'invoice_not_open', 'This invoice is already paid or no longer open.');
        }
        await audit.record(
          actor(user, from),
          {
            action: 'invoice.mark_paid',
            entityType: 'invoice',
            entityId: invoiceId,
            before: { status: 'open', membership: 'pending' },
            after: {
              status: 'paid',
              membership: 'active',
              planId: membership.planId,
              amountMinor,
              currency: invoice.currency,
              paidOn: body.paidOn,
              reference: body.reference,
            },
          },
          tx,
        );
        return row;
      });
      await sendReceipt(deps, repo, { invoice: paid, membership, expiresAt });
      return presentInvoice(paid, membership.planId);
    },

    /**
     * An admin refuses a verification document with a reason: it stops counting (the company may
     * upload another), the franchisor is told in the bell and by e-mail. Audited.
     */
    async refuseDocument(
      viewer: SessionUser,
      documentId: string,
      reason: string,
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ) {
      const { user } = await requireAdmin(viewer, 'listings:moderate');
      const doc = await repo.document(documentId);
      if (!doc) throw notFound('No such document.');
      const company = await repo.company(doc.franchisorId);
      refuseOwnMatter(user.id, company?.ownerUserId, 'You cannot review your own company’s documents.');
      const now = new Date();
      const refused = await database.db.transaction(async (tx) => {
        const row = await repo.refuseDocument(tx, documentId, user.id, reason, now);
        if (!row) throw new Problem(409, 'document_refused', 'This document has already been refused.');
        await audit.record(
          actor(user, from),
          {
            action: 'franchisor.document_refuse',
            entityType: 'franchisor',
            entityId: doc.franchisorId,
            before: { document: documentId, refusedAt: null },
            after: { document: documentId, refusedAt: now.toISOString(), reason },
          },
          tx,
        );
        return row;
      });
      await tellRefused(company, refused.kind, documentId, reason);
      return { refusedAt: now.toISOString(), refusalReason: reason };
    },

    /** An admin checked the company's documents: its listings show "Verified". Audited. */
    async verifyCompany(
      viewer: SessionUser,
      franchisorId: string,
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ) {
      const { user } = await requireAdmin(viewer, 'listings:moderate');
      const company = await repo.company(franchisorId);
      if (!company) throw notFound('No such company.');
      refuseOwnMatter(user.id, company.ownerUserId, 'You cannot verify your own company.');
      if (company.verifiedAt) return { verifiedAt: company.verifiedAt.toISOString() };
      const docs = (await repo.documentsOf([franchisorId])).filter((d) => !d.refusedAt);
      if (docs.length === 0) {
        throw new Problem(
          409,
          'documents_missing',
          'The company has no documents to check (none uploaded, or every one refused).',
        );
      }
      const now = new Date();
      await database.db.transaction(async (tx) => {
        await repo.setVerified(tx, franchisorId, user.id, now);
        await audit.record(
          actor(user, from),
          {
            action: 'franchisor.verify',
            entityType: 'franchisor',
            entityId: franchisorId,
            before: { verifiedAt: null },
            after: { verifiedAt: now.toISOString(), documents: docs.map((d) => d.id) },
          },
          tx,
        );
      });
      return { verifiedAt: now.toISOString() };
    },
  };
}

export type MembershipAdminService = ReturnType<typeof createMembershipAdminService>;
