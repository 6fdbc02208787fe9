import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { OpportunityCard, OpportunityDetail } from '../../../shared/schemas/catalog.ts';
import { adminAuditLog, franchiseOpportunities, franchisors } from '../../db/schema/index.ts';
import { createAdminService } from '../admin/service.ts';
import { domainOf, emailMatchesCompany } from './service.ts';

describe('claiming a listing nobody manages', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let listings: OpportunityCard[];
  let next = 0;
  beforeAll(async () => {
    // The read cache is off: a claim changes what the detail says at once.
    t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0' } });
    admin = await createSignedInUser(t);
    await createAdminService(t.deps).makeSuper(admin.userId);
    const res = await t.request('/api/v1/opportunities?country=US&limit=12');
    listings = ((await res.json()) as { items: OpportunityCard[] }).items;
  });
  afterAll(() => t.close());

  const as = (u: SignedInUser) => ({ Cookie: u.cookie, Origin: ORIGIN });
  /** A listing of its own for each test, its company at a domain of its own. */
  async function unmanagedListing() {
    const listing = listings[next++]!;
    const domain = `claim-${randomBytes(4).toString('hex')}.example`;
    const [row] = await t.deps.database.db
      .select({ franchisorId: franchiseOpportunities.franchisorId })
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.id, listing.id));
    await t.deps.database.db
      .update(franchisors)
      .set({ website: `https://www.${domain}/about`, ownerUserId: null })
      .where(eq(franchisors.id, row!.franchisorId));
    return { listing, domain, franchisorId: row!.franchisorId };
  }
  const claim = (u: SignedInUser, opportunityId: string, note?: string) =>
    t.request('/api/v1/franchisor/claims', { method: 'POST', headers: as(u), json: { opportunityId, note } });
  const takesCalls = async (id: string) =>
    ((await (await t.request(`/api/v1/opportunities/${id}`)).json()) as OpportunityDetail).franchisor
      .takesCalls;
  const auditOf = (franchisorId: string) =>
    t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'franchisor'), eq(adminAuditLog.entityId, franchisorId)));

  it('reads the domain of a website or an e-mail, and matches the company’s domain and its subdomains', () => {
    expect(domainOf('https://www.Crustandco.com/about')).toBe('crustandco.com');
    expect(domainOf('crustandco.com')).toBe('crustandco.com');
    expect(domainOf('Jane@Mail.CrustAndCo.com')).toBe('mail.crustandco.com');
    const company = { website: 'https://www.crustandco.com', contactEmail: null };
    expect(emailMatchesCompany('jane@crustandco.com', company)).toBe(true);
    expect(emailMatchesCompany('jane@us.crustandco.com', company)).toBe(true);
    expect(emailMatchesCompany('jane@notcrustandco.com', company)).toBe(false);
    expect(emailMatchesCompany('jane@gmail.com', company)).toBe(false);
    expect(emailMatchesCompany('jane@gmail.com', { website: null, contactEmail: null })).toBe(false);
    expect(emailMatchesCompany('ops@tidepool.co', { website: null, contactEmail: 'leads@tidepool.co' })).toBe(
      true,
    );
  });

  it('approves at once when the verified e-mail is at the company’s domain; the listing then takes calls', async () => {
    const { listing, domain, franchisorId } = await unmanagedListing();
    expect(await takesCalls(listing.id)).toBe(false);
    const owner = await createSignedInUser(t, { role: 'franchisor', email: `jane@${domain}` });
    const res = await claim(owner, listing.id);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({
      status: 'approved',
      decidedBy: 'domain',
      companyName: listing.companyName,
    });
    expect(await takesCalls(listing.id)).toBe(true);
    // The dashboard is the claimed company's now.
    const dashboard = await t.request('/api/v1/franchisor/dashboard', { headers: as(owner) });
    const body = (await dashboard.json()) as { company: { id: string }; listings: { id: string }[] };
    expect(body.company.id).toBe(franchisorId);
    expect(body.listings.map((l) => l.id)).toContain(listing.id);
    expect((await auditOf(franchisorId)).map((a) => a.action)).toEqual(['franchisor.claim']);

    // Nobody else can claim it now.
    const other = await createSignedInUser(t, { role: 'franchisor' });
    const again = await claim(other, listing.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('listing_already_managed');
  });

  it('queues any other claim for an admin, who approves it (audited); twice is refused', async () => {
    const { listing, franchisorId } = await unmanagedListing();
    const claimant = await createSignedInUser(t, { role: 'franchisor' });
    const res = await claim(claimant, listing.id, 'I am the franchise development director.');
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: string; status: string; decidedBy: string | null };
    expect(made).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await takesCalls(listing.id)).toBe(false);
    const twice = await claim(claimant, listing.id);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { code: string }).code).toBe('claim_pending');

    // Only admins see the queue and decide.
    expect((await t.request('/api/v1/admin/claims', { headers: as(claimant) })).status).toBe(403);
    const queue = await t.request('/api/v1/admin/claims', { headers: as(admin) });
    expect(queue.status).toBe(200);
    const { items } = (await queue.json()) as {
      items: { id: string; claimantEmail: string; note: string; listingTitle: string }[];
    };
    expect(items.find((i) => i.id === made.id)).toMatchObject({
      claimantEmail: claimant.email,
      note: 'I am the franchise development director.',
      listingTitle: listing.title,
    });
    const decide = (u: SignedInUser, decision: string) =>
      t.request(`/api/v1/admin/claims/${made.id}/decision`, {
        method: 'POST',
        headers: as(u),
        json: { decision },
      });
    expect((await decide(claimant, 'approve')).status).toBe(403);
    expect((await decide(admin, 'maybe')).status).toBe(400);
    const approved = await decide(admin, 'approve');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ status: 'approved' });
    expect(await takesCalls(listing.id)).toBe(true);
    const audit = await auditOf(franchisorId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'franchisor.claim.approve',
      actorId: admin.userId,
      after: { claimId: made.id, status: 'approved', ownerUserId: claimant.userId },
    });
    const again = await decide(admin, 'reject');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('claim_decided');
  });

  it('leaves the listing without an account when an admin rejects the claim', async () => {
    const { listing, franchisorId } = await unmanagedListing();
    const claimant = await createSignedInUser(t, { role: 'franchisor' });
    const { id } = (await (await claim(claimant, listing.id)).json()) as { id: string };
    const res = await t.request(`/api/v1/admin/claims/${id}/decision`, {
      method: 'POST',
      headers: as(admin),
      json: { decision: 'reject' },
    });
    expect(await res.json()).toEqual({ status: 'rejected' });
    expect(await takesCalls(listing.id)).toBe(false);
    expect((await auditOf(franchisorId)).map((a) => a.action)).toEqual(['franchisor.claim.reject']);
  });

  it('lets one of two admins deciding a claim at once decide: the claim and the company agree, one audit row', async () => {
    const { listing, franchisorId } = await unmanagedListing();
    const claimant = await createSignedInUser(t, { role: 'franchisor' });
    const { id } = (await (await claim(claimant, listing.id)).json()) as { id: string };
    const second = await createSignedInUser(t);
    await createAdminService(t.deps).makeSuper(second.userId);
    const decide = (u: SignedInUser, decision: string) =>
      t.request(`/api/v1/admin/claims/${id}/decision`, {
        method: 'POST',
        headers: as(u),
        json: { decision },
      });
    const [approval, rejection] = await Promise.all([decide(admin, 'approve'), decide(second, 'reject')]);
    expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
    const loser = approval.status === 409 ? approval : rejection;
    expect(((await loser.json()) as { code: string }).code).toBe('claim_decided');
    const approved = approval.status === 200;
    expect(await takesCalls(listing.id)).toBe(approved);
    expect((await auditOf(franchisorId)).map((a) => a.action)).toEqual([
      approved ? 'franchisor.claim.approve' : 'franchisor.claim.reject',
    ]);
  });

  it('refuses seekers, accounts that manage listings already, unknown listings and bad input', async () => {
    const { listing } = await unmanagedListing();
    const seeker = await createSignedInUser(t);
    expect((await claim(seeker, listing.id)).status).toBe(403);

    const manager = await createSignedInUser(t, { role: 'franchisor' });
    const managed = await unmanagedListing();
    await t.deps.database.db
      .update(franchisors)
      .set({ ownerUserId: manager.userId })
      .where(eq(franchisors.id, managed.franchisorId));
    const busy = await claim(manager, listing.id);
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { code: string }).code).toBe('manages_other_company');

    const someone = await createSignedInUser(t, { role: 'franchisor' });
    expect((await claim(someone, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await claim(someone, 'not-a-uuid')).status).toBe(400);
    const long = await claim(someone, listing.id, 'x'.repeat(1001));
    expect(long.status).toBe(400);
  });
});
