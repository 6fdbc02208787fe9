import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_UA,
  createSignedInUser,
  ORIGIN,
  type SignedInUser,
} from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { FranchisorDashboard } from '../../../shared/schemas/franchisor.ts';
import type { ListingStats } from '../../../shared/schemas/listings.ts';
import { franchiseOpportunities, franchisors, profiles } from '../../db/schema/index.ts';

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

  it("gives the franchisor only the contact details the seeker typed into the request, never the profile's", async () => {
    const db = t.deps.database.db;
    const [asker, sharer] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    for (const who of [asker, sharer]) {
      await db.update(profiles).set({ phone: '+1 415 555 0100' }).where(eq(profiles.userId, who.userId));
    }
    const ask = (who: SignedInUser, json: Record<string, string>, ip: string) =>
      t.request(`/api/v1/opportunities/${listingId}/information-requests`, {
        method: 'POST',
        json,
        headers: { Cookie: who.cookie, Origin: ORIGIN, 'x-forwarded-for': ip },
      });
    // One leaves the phone out; the other types a different number than the profile's.
    expect(
      (
        await ask(
          asker,
          { name: 'Cleo Park', email: 'cleo@example.com', message: 'What does training cover?' },
          '203.0.113.21',
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await ask(
          sharer,
          {
            name: 'Dev Nair',
            email: 'dev@example.com',
            phone: '+1 212 555 0199',
            message: 'Is Ohio still open?',
          },
          '203.0.113.22',
        )
      ).status,
    ).toBe(201);

    const d = (await (await dashboard(owner.cookie)).json()) as FranchisorDashboard;
    const lead = (email: string) => d.leads.find((l) => l.email === email)!;
    expect(lead('cleo@example.com').phone).toBeNull();
    expect(lead('dev@example.com').phone).toBe('+1 212 555 0199');
    expect(JSON.stringify(d.leads)).not.toContain('555 0100');
    const csv = await t.request('/api/v1/franchisor/leads.csv', {
      headers: { Cookie: owner.cookie, Origin: ORIGIN },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('+1 212 555 0199');
    expect(text).not.toContain('555 0100');
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

  it("counts today's views, clicks, bookmarks and compares of each seeker once, and a compare even right after a click", async () => {
    const stats = async () => {
      const res = await t.request(`/api/v1/franchisor/listings/${listingId}/stats?days=30`, {
        headers: { Cookie: owner.cookie, Origin: ORIGIN },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as ListingStats;
      expect(body.series).toHaveLength(30);
      return body.series.at(-1)!;
    };
    const before = await stats();
    const [a, b] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    const as = (who: SignedInUser) => ({ Cookie: who.cookie, Origin: ORIGIN, 'User-Agent': BROWSER_UA });
    for (const who of [a, b]) {
      // A click on the card, then the listing added to the compare list at once: both count.
      const click = await t.request('/api/v1/interactions', {
        method: 'POST',
        headers: as(who),
        json: { type: 'click', entityType: 'franchise', entityId: listingId },
      });
      expect(await click.json()).toEqual({ recorded: true });
      const compared = await t.request('/api/v1/compare', {
        method: 'PUT',
        headers: as(who),
        json: { ids: [listingId] },
      });
      expect(((await compared.json()) as { ids: string[] }).ids).toEqual([listingId]);
      expect((await t.request(`/api/v1/opportunities/${listingId}`, { headers: as(who) })).status).toBe(200);
      const bookmarked = await t.request('/api/v1/bookmarks', {
        method: 'POST',
        headers: as(who),
        json: { opportunityId: listingId },
      });
      expect(bookmarked.status).toBe(201);
    }
    // The same seeker again within the window: a second view, click or compare is not counted.
    await t.request(`/api/v1/opportunities/${listingId}`, { headers: as(a) });
    await t.request('/api/v1/interactions', {
      method: 'POST',
      headers: as(a),
      json: { type: 'click', entityType: 'franchise', entityId: listingId },
    });
    await t.request('/api/v1/compare', { method: 'PUT', headers: as(a), json: { ids: [listingId] } });
    // A visitor's fetch of the listing is not a view (their page reports it: visitor-stats.int.test.ts),
    // and a crawler's is not counted.
    await t.request(`/api/v1/opportunities/${listingId}`, { headers: { 'User-Agent': BROWSER_UA } });
    await t.request(`/api/v1/opportunities/${listingId}`, {
      headers: { ...as(b), 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });

    const after = await stats();
    expect({
      views: after.views - before.views,
      clicks: after.clicks - before.clicks,
      compares: after.compares - before.compares,
      bookmarks: after.bookmarks - before.bookmarks,
    }).toEqual({ views: 2, clicks: 2, compares: 2, bookmarks: 2 });
  });

  it('refuses a compare sent as a click: only the compare list counts compares', async () => {
    const res = await t.request('/api/v1/interactions', {
      method: 'POST',
      headers: { Cookie: seeker.cookie, Origin: ORIGIN, 'User-Agent': BROWSER_UA },
      json: { type: 'click', entityType: 'franchise', entityId: listingId, metadata: { action: 'compare' } },
    });
    expect(res.status).toBe(400);
  });
});
