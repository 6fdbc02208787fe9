import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { FranchisorDashboard } from '../../../shared/schemas/franchisor.ts';
import { franchiseOpportunities, franchisors } from '../../db/schema/index.ts';

describe('franchisor dashboard API', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let rival: SignedInUser;
  let seeker: SignedInUser;
  let listingId: string;
  let draftId: string;

  const dashboard = (cookie?: string) =>
    t.request('/api/v1/franchisor/dashboard', cookie ? { headers: { Cookie: cookie, Origin: ORIGIN } } : {});

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [owner, rival, seeker] = await Promise.all([
      createSignedInUser(t, { role: 'franchisor' }),
      createSignedInUser(t, { role: 'franchisor' }),
      createSignedInUser(t),
    ]);
    const db = t.deps.database.db;
    const [company] = await db.select().from(franchisors).where(eq(franchisors.ownerUserId, owner.userId));
    // Two seeded listings move to the owner's company: one published, one set back to draft.
    const seeded = await db
      .select()
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.country, 'US'))
      .limit(2);
    listingId = seeded[0]!.id;
    draftId = seeded[1]!.id;
    await db
      .update(franchiseOpportunities)
      .set({ franchisorId: company!.id })
      .where(eq(franchiseOpportunities.id, listingId));
    await db
      .update(franchiseOpportunities)
      .set({ franchisorId: company!.id, status: 'draft' })
      .where(eq(franchiseOpportunities.id, draftId));
  });
  afterAll(() => t.close());

  const requestInfo = (name: string, email: string, message: string, ip: string) =>
    t.request(`/api/v1/opportunities/${listingId}/information-requests`, {
      method: 'POST',
      json: { name, email, message },
      headers: { 'x-forwarded-for': ip },
    });

  it('refuses visitors with 401 and seekers with 403', async () => {
    const anon = await dashboard();
    expect(anon.status).toBe(401);
    expect(anon.headers.get('content-type')).toBe('application/problem+json');
    const asSeeker = await dashboard(seeker.cookie);
    expect(asSeeker.status).toBe(403);
    expect(((await asSeeker.json()) as { code: string }).code).toBe('forbidden');
  });

  it('shows a franchisor its company, its listings with status and its leads, newest first', async () => {
    expect(
      (
        await requestInfo(
          'Asha Rao',
          'asha@example.com',
          'Please send the disclosure document.',
          '203.0.113.7',
        )
      ).status,
    ).toBe(201);
    expect(
      (await requestInfo('Ben Ode', 'ben@example.com', 'Which territories are open in Ohio?', '203.0.113.8'))
        .status,
    ).toBe(201);

    const res = await dashboard(owner.cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    const d = (await res.json()) as FranchisorDashboard;
    expect(d.company.name).toBe('Test Franchise Co');
    expect(d.listings.map((l) => [l.id, l.status]).sort()).toEqual(
      [
        [listingId, 'published'],
        [draftId, 'draft'],
      ].sort(),
    );
    expect(d.leads.map((l) => l.email)).toEqual(['ben@example.com', 'asha@example.com']);
    expect(d.leads[0]).toMatchObject({
      name: 'Ben Ode',
      message: 'Which territories are open in Ohio?',
      opportunityId: listingId,
    });
    expect(d.leads[0]!.opportunityTitle.length).toBeGreaterThan(0);
  });

  it("does not show another franchisor's listings or leads", async () => {
    const res = await dashboard(rival.cookie);
    expect(res.status).toBe(200);
    const d = (await res.json()) as FranchisorDashboard;
    expect(d.company.name).toBe('Test Franchise Co');
    expect(d.listings).toEqual([]);
    expect(d.leads).toEqual([]);
    const mine = (await (await dashboard(owner.cookie)).json()) as FranchisorDashboard;
    expect(d.company.id).not.toBe(mine.company.id);
  });
});
