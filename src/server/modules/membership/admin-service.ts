import { type PlanId, planById } from '../../../shared/membership-plans.ts';
import type { AdminMemberships } from '../../../shared/schemas/membership.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import type { AuditActor } from '../audit/index.ts';
import { presentDocument, presentInvoice } from './presenters.ts';
import { createMembershipRepository } from './repository.ts';
import { termEnd } from './service.ts';

export const MEMBERSHIPS_PERMISSION = 'memberships:manage';
export const VERIFY_PERMISSION = 'listings:moderate';

/** The admin's billing desk (offline invoices) and verification desk (company documents). */
export function createMembershipAdminService(deps: CoreDeps) {
  const { database, audit } = deps;
  const repo = createMembershipRepository(database.db);

  /** Super admins hold every permission; standard admins the ones on their record. */
  async function requirePermission(viewer: SessionUser, permission: string) {
    const user = viewer;
    const admin = await deps.identity.findAdmin(user.id);
    if (!admin) throw new Problem(403, 'forbidden', 'Admins only.');
    if (admin.level !== 'super' && !admin.permissions.includes(permission)) {
      throw new Problem(403, 'forbidden', `This needs the ${permission} permission.`);
    }
    return user;
  }
  const actor = (user: SessionUser, from: Pick<AuditActor, 'ip' | 'requestId'>): AuditActor => ({
    id: user.id,
    email: user.email,
    ...from,
  });

  return {
    async overview(viewer: SessionUser): Promise<AdminMemberships> {
      await requirePermission(viewer, MEMBERSHIPS_PERMISSION);
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

    /** An offline invoice was paid: its membership becomes the active one. Audited. */
    async markInvoicePaid(
      viewer: SessionUser,
      invoiceId: string,
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ) {
      const user = await requirePermission(viewer, MEMBERSHIPS_PERMISSION);
      const found = await repo.invoice(invoiceId);
      if (!found) throw notFound('No such invoice.');
      await database.db.transaction(async (tx) => {
        const now = new Date();
        const activated = await repo.activate(tx, found.membership, {
          startsAt: now,
          expiresAt: termEnd(planById(found.membership.planId)!, now),
          paidBy: user.id,
        });
        if (!activated || found.invoice.status !== 'open') {
          throw new Problem(409, 'invoice_not_open', 'This invoice is already paid or no longer open.');
        }
        await audit.record(
          actor(user, from),
          {
            action: 'invoice.mark_paid',
            entityType: 'invoice',
            entityId: invoiceId,
            before: { status: 'open', membership: 'pending' },
            after: { status: 'paid', membership: 'active', planId: found.membership.planId },
          },
          tx,
        );
      });
    },

    /** An admin checked the company's documents: its listings show "Verified". Audited. */
    async verifyCompany(
      viewer: SessionUser,
      franchisorId: string,
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ) {
      const user = await requirePermission(viewer, VERIFY_PERMISSION);
      const company = await repo.company(franchisorId);
      if (!company) throw notFound('No such company.');
      if (company.verifiedAt) return { verifiedAt: company.verifiedAt.toISOString() };
      const docs = await repo.documentsOf([franchisorId]);
      if (docs.length === 0) {
        throw new Problem(409, 'documents_missing', 'The company has uploaded no documents to check.');
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
