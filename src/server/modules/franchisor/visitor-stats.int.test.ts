import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_UA,
  createSignedInUser,
  ORIGIN,
  type SignedInUser,
} from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { AdminListingStats, ListingStats } from '../../../shared/schemas/listings.ts';
import {
  franchiseOpportunities,
  franchisors,
  interactionCounts,
  userInteractions,
  visitorMarks,
  visitorSalts,
} from '../../db/schema/index.ts';
import { createAdminService } from '../admin/index.ts';
import { createInteractionRecorder } from '../engagement/index.ts';

/** What a page's own request carries in a person's browser, with a user agent of its own. */
const browser = (userAgent: string) => ({
  Origin: ORIGIN,
  'User-Agent': userAgent,
  'Accept-Language': 'en-US,en;q=0.9',
  'Sec-Fetch-Site': 'same-origin',
});
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('franchisor statistics count every visitor', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let seeker: SignedInUser;
  let admin: SignedInUser;
  let listingId: string;
  let draftId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [owner, seeker, admin] = await Promise.all([
      createSignedInUser(t, { role: 'franchisor' }),
      createSignedInUser(t),
      createSignedInUser(t),
    ]);
    await createAdminService(t.deps).makeSuper(admin.userId);
    const db = t.deps.database.db;
    const [company] = await db.select().from(franchisors).where(eq(franchisors.ownerUserId, owner.userId));
    const seeded = await db
      .select()
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.country, 'US'))
      .orderBy(franchiseOpportunities.id)
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

  const today = async (path: string, cookie: string) => {
    const res = await t.request(path, { headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as ListingStats;
    expect(body.series).toHaveLength(30);
    return body.series.at(-1)!;
  };
  const franchisorsFigures = () =>
    today(`/api/v1/franchisor/listings/${listingId}/stats?days=30`, owner.cookie);
  const adminsFigures = () => today(`/api/v1/admin/listings/${listingId}/stats?days=30`, admin.cookie);

  const report = async (headers: Record<string, string>, type: 'view' | 'click', id = listingId) => {
    const res = await t.request('/api/v1/interactions', {
      method: 'POST',
      headers,
      json: { type, entityType: 'franchise', entityId: id },
    });
    expect(res.status, await res.clone().text()).toBe(202);
    return ((await res.json()) as { recorded: boolean }).recorded;
  };

  it('counts signed-in and anonymous views and clicks once per visitor, leaves bots out, and shows the admin the same figures', async () => {
    const before = await franchisorsFigures();
    const signedIn = { ...browser(BROWSER_UA), Cookie: seeker.cookie };

    // A signed-in seeker's view is recorded by the server as it serves the listing; the page's
    // own report of it is not counted a second time.
    expect((await t.request(`/api/v1/opportunities/${listingId}`, { headers: signedIn })).status).toBe(200);
    expect(await report(signedIn, 'view')).toBe(false);

    // Two visitors who are not signed in: each view counts once within the window, and a click.
    expect(await report(browser(firefox), 'view')).toBe(true);
    expect(await report(browser(firefox), 'view')).toBe(false);
    expect(await report(browser(firefox), 'click')).toBe(true);
    expect(await report(browser(safari), 'view')).toBe(true);
    // Fetching the listing from the API is not a visitor's view: the page reports it.
    expect((await t.request(`/api/v1/opportunities/${listingId}`, { headers: browser(safari) })).status).toBe(
      200,
    );

    // Not counted: crawlers and headless browsers, requests without a browser's signals, and
    // franchises that are not listed.
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
    expect(await report(browser(googlebot), 'view')).toBe(false);
    expect(await report(browser(headless), 'view')).toBe(false);
    expect(await report({ Origin: ORIGIN, 'User-Agent': BROWSER_UA }, 'view')).toBe(false);
    const { 'Accept-Language': _language, ...noLanguage } = browser(BROWSER_UA);
    expect(await report(noLanguage, 'view')).toBe(false);
    expect(await report({ ...browser(BROWSER_UA), 'Sec-Fetch-Site': 'cross-site' }, 'click')).toBe(false);
    expect(
      await report({ Origin: ORIGIN, 'Accept-Language': 'en', 'Sec-Fetch-Site': 'same-origin' }, 'view'),
    ).toBe(false);
    expect(await report(browser(BROWSER_UA), 'view', draftId)).toBe(false);
    expect(await report(browser(BROWSER_UA), 'view', '00000000-0000-4000-8000-000000000000')).toBe(false);

    const after = await franchisorsFigures();
    expect({ views: after.views - before.views, clicks: after.clicks - before.clicks }).toEqual({
      views: 3,
      clicks: 1,
    });
    // The admin's view of the listing shows the very same figures.
    expect(await adminsFigures()).toEqual(after);
    const res = await t.request(`/api/v1/admin/listings/${listingId}/stats?days=7`, {
      headers: { Cookie: admin.cookie, Origin: ORIGIN },
    });
    const body = (await res.json()) as AdminListingStats;
    expect(body.listing).toMatchObject({ id: listingId });
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1)).toEqual(after);

    // Nothing kept names a visitor: no address or user agent, only counts and salted hashes.
    const db = t.deps.database.db;
    const kept = JSON.stringify([
      await db.select().from(interactionCounts),
      await db.select().from(visitorMarks),
    ]);
    for (const personal of [firefox, safari, 'Firefox', 'iPhone', 'local'])
      expect(kept).not.toContain(personal);

    // Erasing the seeker erases their interactions; the counts, which hold nobody, stay.
    const erased = await t.request('/api/v1/me/delete', {
      method: 'POST',
      headers: { Cookie: seeker.cookie, Origin: ORIGIN },
      json: { password: seeker.password, confirmEmail: seeker.email },
    });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(
      await db.select().from(userInteractions).where(eq(userInteractions.userId, seeker.userId)),
    ).toEqual([]);
    expect(await franchisorsFigures()).toEqual(after);
  });

  it('refuses the admin view to a franchisor and answers 404 for a listing that does not exist', async () => {
    const asOwner = await t.request(`/api/v1/admin/listings/${listingId}/stats`, {
      headers: { Cookie: owner.cookie, Origin: ORIGIN },
    });
    expect(asOwner.status).toBe(403);
    const missing = await t.request('/api/v1/admin/listings/00000000-0000-4000-8000-000000000000/stats', {
      headers: { Cookie: admin.cookie, Origin: ORIGIN },
    });
    expect(missing.status).toBe(404);
  });

  it("deletes yesterday's salt and stale marks with the day's first count, so old marks tie to nobody", async () => {
    const db = t.deps.database.db;
    const stale = `stale-${crypto.randomUUID()}`;
    await db.delete(visitorSalts);
    await db.insert(visitorSalts).values({ day: '2000-01-01', salt: 'yesterday' });
    await db.insert(visitorMarks).values({ hash: stale, countedAt: new Date(Date.now() - 2 * 3600_000) });
    // A recorder of its own: it has not fetched today's salt yet, as on an instance's first count of the day.
    const recorder = createInteractionRecorder(db, t.deps.logger);
    const counted = await recorder.recordAnonymous('view', 'franchise', listingId, {
      address: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:134.0) Gecko/20100101 Firefox/134.0',
      acceptLanguage: 'de',
      fetchSite: 'same-origin',
    });
    expect(counted).toBe(true);
    const salts = await db.select().from(visitorSalts);
    expect(salts).toHaveLength(1);
    expect(salts[0]!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(await db.select().from(visitorMarks).where(eq(visitorMarks.hash, stale))).toEqual([]);
    const marks = await db.select({ n: sql<number>`count(*)::int` }).from(visitorMarks);
    expect(marks[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
