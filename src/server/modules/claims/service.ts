import { CLAIM_LIMITS } from '../../../shared/limits.ts';
import type {
  AdminClaimListValue,
  ClaimInputValue,
  ClaimResultValue,
} from '../../../shared/schemas/claims.ts';
import type { CoreDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../auth/index.ts';
import { notFound, Problem } from '../../lib/problem.ts';
import { createAdminGuard } from '../admin/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { createClaimsRepository, type Decided } from './repository.ts';

/** The host of a web address or the domain of an e-mail address, lower-case, without "www.". */
export function domainOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const at = address.lastIndexOf('@');
  let host: string;
  if (at >= 0) host = address.slice(at + 1);
  else {
    try {
      host = new URL(/^[a-z]+:\/\//i.test(address) ? address : `https://${address}`).hostname;
    } catch {
      return null;
    }
  }
  host = host.trim().toLowerCase().replace(/\.$/, '');
  return host.replace(/^www\./, '') || null;
}

/**
 * Whether the e-mail is at the company's own domain (its website's or its contact address's),
 * or a subdomain of it: jane@crustandco.com for https://www.crustandco.com.
 */
export function emailMatchesCompany(
  email: string,
  company: { website: string | null; contactEmail: string | null },
): boolean {
  const mail = domainOf(email);
  if (!mail) return false;
  return [domainOf(company.website), domainOf(company.contactEmail)].some(
    (d) => !!d && d.includes('.') && (mail === d || mail.endsWith(`.${d}`)),
  );
}

export function createClaimsService(deps: CoreDeps) {
  const { database, audit, catalogChanges } = deps;
  const repo = createClaimsRepository(database.db);

  // The admin area's one permission check (decision 0011), as the other admin services ask it.
  const requireAdmin = createAdminGuard(database.db);
  const actor = (user: SessionUser, from: Pick<AuditActor, 'ip' | 'requestId'>): AuditActor => ({
    id: user.id,
    email: user.email,
    ...from,
  });

  return {
    /**
     * A franchisor claims the company of a listing nobody manages. Approved at once when the
     * account's verified e-mail is at the company's domain; otherwise it waits for an admin.
     */
    async claim(
      viewer: SessionUser,
      input: ClaimInputValue,
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ): Promise<ClaimResultValue> {
      const listing = await repo.listingCompany(input.opportunityId);
      if (!listing) throw notFound('This franchise does not exist or is no longer listed.');
      if (listing.ownerUserId) {
        throw new Problem(
          409,
          'listing_already_managed',
          `${listing.companyName} already has an account on Franchisio. If it should be yours, write to the team.`,
        );
      }
      if ((await repo.listingsManagedBy(viewer.id)) > 0) {
        throw new Problem(
          409,
          'manages_other_company',
          'Your account manages a company with listings already. Claim from an account of the company you claim.',
        );
      }
      const pending = await repo.pendingClaim(listing.franchisorId, viewer.id);
      if (pending) {
        throw new Problem(
          409,
          'claim_pending',
          `Your claim on ${listing.companyName} is waiting for our team.`,
        );
      }
      const claimant = await repo.claimant(viewer.id);
      const byDomain = !!claimant?.emailVerified && emailMatchesCompany(claimant.email, listing);
      const result = await repo.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          franchisorId: listing.franchisorId,
          userId: viewer.id,
          opportunityId: listing.opportunityId,
          note: input.note || null,
        });
        if (!byDomain) return row;
        const decided: Decided = { by: 'domain', userId: null, at: new Date() };
        await repo.grant(tx, row, decided);
        await audit.record(
          actor(viewer, from),
          {
            action: 'franchisor.claim',
            entityType: 'franchisor',
            entityId: listing.franchisorId,
            before: { ownerUserId: null },
            after: { ownerUserId: viewer.id, claimId: row.id, verifiedBy: 'email domain' },
          },
          tx,
        );
        return { ...row, status: 'approved' as const, decidedBy: 'domain' as const };
      });
      if (byDomain) await catalogChanges.publish();
      return {
        id: result.id,
        status: result.status,
        companyName: listing.companyName,
        decidedBy: result.decidedBy ?? null,
      };
    },

    async pending(viewer: SessionUser): Promise<AdminClaimListValue> {
      // Claims are decided by the admins who check companies (the verification desk).
      await requireAdmin(viewer, 'listings:moderate');
      const rows = await repo.pending(CLAIM_LIMITS.adminList);
      return {
        items: rows.map(({ firstName, lastName, claimantName, ...r }) => ({
          ...r,
          claimantName: [firstName, lastName].filter(Boolean).join(' ') || claimantName,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** An admin approves (the account manages the company from now on) or rejects a claim. Audited. */
    async decide(
      viewer: SessionUser,
      id: string,
      decision: 'approve' | 'reject',
      from: Pick<AuditActor, 'ip' | 'requestId'>,
    ): Promise<{ status: 'approved' | 'rejected' }> {
      // Claims are decided by the admins who check companies (the verification desk).
      await requireAdmin(viewer, 'listings:moderate');
      const claim = await repo.find(id);
      if (!claim) throw notFound('No such claim.');
      if (claim.status !== 'pending')
        throw new Problem(409, 'claim_decided', `This claim was ${claim.status} already.`);
      const decided: Decided = { by: 'admin', userId: viewer.id, at: new Date() };
      const status = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
      await repo.transaction(async (tx) => {
        // Read again under the claim's lock: of two admins deciding at once, the second waits and
        // finds it decided (an approval and a rejection cannot both land).
        const now = await repo.findForDecision(tx, claim.id);
        if (!now) throw notFound('No such claim.');
        if (now.status !== 'pending')
          throw new Problem(409, 'claim_decided', `This claim was ${now.status} already.`);
        if (status === 'approved') {
          if (!(await repo.grant(tx, claim, decided))) {
            throw new Problem(
              409,
              'listing_already_managed',
              'Another account manages this company already.',
            );
          }
        } else {
          await repo.decide(tx, claim.id, 'rejected', decided);
        }
        await audit.record(
          actor(viewer, from),
          {
            action: status === 'approved' ? 'franchisor.claim.approve' : 'franchisor.claim.reject',
            entityType: 'franchisor',
            entityId: claim.franchisorId,
            before: { claimId: claim.id, status: 'pending', ownerUserId: null },
            after: {
              claimId: claim.id,
              status,
              ownerUserId: status === 'approved' ? claim.userId : null,
            },
          },
          tx,
        );
      });
      if (status === 'approved') await catalogChanges.publish();
      return { status };
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
