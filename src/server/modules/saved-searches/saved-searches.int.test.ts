import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { indianListing } from '../../../../tests/helpers/listings.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { SAVED_SEARCHES } from '../../../shared/limits.ts';
import type { EditableListing } from '../../../shared/schemas/listings.ts';
import type { Notification } from '../../../shared/schemas/notifications.ts';
import type { SavedSearch } from '../../../shared/schemas/saved-searches.ts';
import { franchisors, memberships, rateLimits } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { createAdminService } from '../admin/service.ts';

let t: TestApp;
let owner: SignedInUser;
let moderator: SignedInUser;

const call = (who: SignedInUser | null, method: string, path: string, json?: unknown) =>
  t.request(path, {
    method,
    headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) },
    ...(json !== undefined ? { json } : {}),
  });

const save = (who: SignedInUser, country: string, filters: Record<string, unknown>) =>
  call(who, 'POST', '/api/v1/saved-searches', { country, filters });

const listOf = async (who: SignedInUser) => {
  const res = await call(who, 'GET', '/api/v1/saved-searches');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: SavedSearch[] }).items;
};

/** A franchisor's Indian listing, submitted and approved by a moderator: newly published. */
async function publish(title: string, values: Record<string, unknown> = {}) {
  const created = await call(owner, 'POST', '/api/v1/franchisor/listings', {
    country: 'IN',
    values: { ...indianListing(title), ...values },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const listing = (await created.json()) as EditableListing;
  const submit = await call(owner, 'POST', `/api/v1/franchisor/listings/${listing.id}/actions`, {
    action: 'submit',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  const approve = await call(moderator, 'POST', `/api/v1/admin/listings/${listing.id}/decision`, {
    decision: 'approve',
  });
  expect(approve.status, await approve.clone().text()).toBe(200);
  return listing.id;
}

/** The account's in-app notices of saved-search matches, newest first. */
const noticesOf = async (who: SignedInUser) => {
  const res = await call(who, 'GET', '/api/v1/notifications');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Notification[] }).items.filter((n) => n.kind === 'saved_search');
};

const mailsTo = (email: string) => createOutboxRepository(t.deps.database.db).list({ to: email, limit: 50 });
const alertsTo = async (email: string) =>
  (await mailsTo(email)).filter((m) => /saved searches/.test(m.subject));

beforeAll(async () => {
  t = await createTestApp();
  [owner, moderator] = await Promise.all([
    createSignedInUser(t, { role: 'franchisor', location: 'IN' }),
    createSignedInUser(t),
  ]);
  await createAdminService(t.deps).makeSuper(moderator.userId);
  const db = t.deps.database.db;
  const [company] = await db
    .select({ id: franchisors.id })
    .from(franchisors)
    .where(eq(franchisors.ownerUserId, owner.userId));
  await db.insert(memberships).values({
    franchisorId: company!.id,
    planId: 'lifetime',
    status: 'active',
    provider: 'offline',
    amountMinor: 0,
    currency: 'INR',
    startsAt: new Date(),
  });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

describe('saved searches', () => {
  it('asks visitors to sign in and validates every field', async () => {
    expect((await call(null, 'GET', '/api/v1/saved-searches')).status).toBe(401);
    expect((await call(null, 'POST', '/api/v1/saved-searches', { country: 'IN', filters: {} })).status).toBe(
      401,
    );
    const alice = await createSignedInUser(t);
    for (const [country, filters] of [
      ['XX', {}],
      ['IN', { categories: ['Rocketry'] }],
      ['IN', { min: 500, max: 100 }],
      ['IN', { min: -1 }],
      ['IN', { search: 'x'.repeat(121) }],
      ['IN', { sort: 'newest' }],
    ] as const) {
      const res = await save(alice, country, filters);
      expect(res.status, JSON.stringify(filters)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
    }
    const ok = await save(alice, 'IN', { search: '  filter   coffee ', categories: ['Food & Beverage'] });
    expect(ok.status).toBe(201);
    // The same search again (words spaced differently) is recognised.
    const again = await save(alice, 'IN', { search: 'filter coffee', categories: ['Food & Beverage'] });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('saved_search_exists');
    const [item] = await listOf(alice);
    expect(item).toMatchObject({
      name: '“filter coffee” · Food & Beverage — India',
      href: '/india-franchises?search=filter+coffee&category=Food+%26+Beverage',
      alerts: true,
      newMatches: 0,
      matches: [],
    });
  });

  it('keeps each account’s searches to itself', async () => {
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const { id } = (await (await save(alice, 'US', { categories: ['Retail'] })).json()) as { id: string };
    expect(await listOf(bob)).toEqual([]);
    expect((await call(bob, 'PATCH', `/api/v1/saved-searches/${id}`, { alerts: false })).status).toBe(404);
    expect((await call(bob, 'POST', `/api/v1/saved-searches/${id}/seen`)).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/v1/saved-searches/${id}`)).status).toBe(404);
    expect((await listOf(alice)).map((s) => [s.id, s.alerts])).toEqual([[id, true]]);
    expect((await call(alice, 'PATCH', `/api/v1/saved-searches/${id}`, { alerts: false })).status).toBe(204);
    expect((await call(alice, 'DELETE', `/api/v1/saved-searches/${id}`)).status).toBe(204);
    expect(await listOf(alice)).toEqual([]);
    expect((await call(alice, 'DELETE', `/api/v1/saved-searches/not-a-uuid`)).status).toBe(400);
  });

  it(`keeps at most ${SAVED_SEARCHES.perUser} per account`, async () => {
    const alice = await createSignedInUser(t);
    for (let i = 0; i < SAVED_SEARCHES.perUser; i++) {
      expect((await save(alice, 'US', { min: i })).status).toBe(201);
    }
    const over = await save(alice, 'US', { min: 999 });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { code: string }).code).toBe('saved_search_limit');
  });

  it('announces a newly published match in the app and by one e-mail digest, with a working unsubscribe', async () => {
    await t.deps.jobs.start();
    const alice = await createSignedInUser(t);
    const ids: Record<string, string> = {};
    for (const [key, filters] of Object.entries({
      budget: { categories: ['Food & Beverage'], max: 3_000_000 },
      words: { search: 'Dosaworks' },
      retail: { categories: ['Retail'] },
      tooSmall: { max: 1_000_000 },
    })) {
      ids[key] = ((await (await save(alice, 'IN', filters)).json()) as { id: string }).id;
    }

    const listingId = await publish('Dosaworks Express');
    const run = await t.deps.jobs.runNow('saved-search-digest');
    expect(run.state, JSON.stringify(run.output)).toBe('completed');

    // In-app: the matching searches show the listing as new; the others nothing.
    const byId = Object.fromEntries((await listOf(alice)).map((s) => [s.id, s]));
    for (const key of ['budget', 'words']) {
      expect(byId[ids[key]!]).toMatchObject({ newMatches: 1 });
      expect(byId[ids[key]!]!.matches.map((m) => [m.opportunity.id, m.seen])).toEqual([[listingId, false]]);
    }
    expect(byId[ids.retail!]!.matches).toEqual([]);
    expect(byId[ids.tooSmall!]!.matches).toEqual([]);

    // One in-app notice for the listing, naming both searches it matches, linking to its page.
    const notices = await noticesOf(alice);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'New match: Dosaworks Express',
      link: `/indian-opportunity/${listingId}`,
      read: false,
    });
    expect(notices[0]!.body).toBe(
      'Newly published, and it matches 2 of your saved searches: Food & Beverage · up to ₹30.0 L — India; “Dosaworks” — India.',
    );

    // One e-mail, naming both searches and the listing; a second run sends nothing more.
    let mails = await alertsTo(alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new franchise matches your saved searches');
    expect(mails[0]!.text).toContain('Dosaworks Express (Food & Beverage)');
    expect(mails[0]!.text).toContain(`/indian-opportunity/${listingId}`);
    await t.deps.jobs.runNow('saved-search-digest');
    expect(await alertsTo(alice.email)).toHaveLength(1);
    expect(await noticesOf(alice)).toHaveLength(1);

    // Seen: the count goes, the match stays listed.
    expect((await call(alice, 'POST', `/api/v1/saved-searches/${ids.budget}/seen`)).status).toBe(204);
    const seen = (await listOf(alice)).find((s) => s.id === ids.budget)!;
    expect(seen.newMatches).toBe(0);
    expect(seen.matches[0]!.seen).toBe(true);

    // Daily at most: another match the same day waits for the next day's digest.
    const second = await publish('Idli Factory');
    await t.deps.jobs.runNow('saved-search-digest');
    expect(await alertsTo(alice.email)).toHaveLength(1);
    // In the app at once, though: the new listing matches one search.
    const [newest] = await noticesOf(alice);
    expect(newest).toMatchObject({ title: 'New match: Idli Factory', link: `/indian-opportunity/${second}` });
    expect(newest!.body).toBe(
      'Newly published, and it matches your saved search Food & Beverage · up to ₹30.0 L — India.',
    );
    expect(await noticesOf(alice)).toHaveLength(2);
    const tomorrow = new Date(Date.now() + (SAVED_SEARCHES.digestGapHours + 1) * 3600_000);
    // (Other tests' seekers may be mailed too: only this seeker's mail is counted.)
    await t.deps.services.savedSearches.sendDigests(tomorrow);
    mails = await alertsTo(alice.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(`/indian-opportunity/${second}`);
    expect(mails[0]!.text).not.toContain(listingId);

    // Unsubscribe from the e-mail's link, signed out: that search's alerts go off, the search stays.
    const link = mails[1]!.text.match(/\/unsubscribe\?token=(\S+)/)!;
    const token = decodeURIComponent(link[1]!);
    const searchId = token.split('.')[0]!;
    const forged = `${searchId}.${'A'.repeat(43)}`;
    expect((await call(null, 'POST', '/api/v1/saved-searches/unsubscribe', { token: forged })).status).toBe(
      404,
    );
    expect(
      (await call(null, 'POST', '/api/v1/saved-searches/unsubscribe', { token: 'nonsense' })).status,
    ).toBe(404);
    const off = await call(null, 'POST', '/api/v1/saved-searches/unsubscribe', { token });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ alerts: false });
    const after = (await listOf(alice)).find((s) => s.id === searchId)!;
    expect(after.alerts).toBe(false);
  }, 120_000);

  it('"Saved-search matches" e-mails off in the settings: the notice in the app, no digest', async () => {
    await t.deps.jobs.start();
    const bob = await createSignedInUser(t);
    expect((await save(bob, 'IN', { search: 'Uttapam' })).status).toBe(201);
    const off = await call(bob, 'PATCH', '/api/v1/me/notification-preferences', {
      email: { saved_search: false },
    });
    expect(off.status).toBe(200);
    const listingId = await publish('Uttapam Junction');
    const run = await t.deps.jobs.runNow('saved-search-digest');
    expect(run.state, JSON.stringify(run.output)).toBe('completed');
    expect((await noticesOf(bob)).map((n) => n.link)).toEqual([`/indian-opportunity/${listingId}`]);
    expect(await alertsTo(bob.email)).toEqual([]);
    // Nor is the notice e-mailed on its own: the digest is the only saved-search e-mail.
    expect((await mailsTo(bob.email)).filter((m) => m.subject.includes('Uttapam'))).toEqual([]);
  }, 120_000);
});
