import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { indianListing } from '../../../../tests/helpers/listings.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { AdminCatalogListingT, AdminCatalogOfferingT } from '../../../shared/schemas/admin-catalog.ts';
import type { EditableListing, ReviewQueueItem } from '../../../shared/schemas/listings.ts';
import type { NotificationListValue } from '../../../shared/schemas/notifications.ts';
import type { VendorOffering } from '../../../shared/schemas/offerings.ts';
import { adminAuditLog, franchisors, memberships, rateLimits } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';
import { createAdminRepository } from '../admin/repository.ts';
import { createAdminService } from '../admin/service.ts';

vi.setConfig({ hookTimeout: 180_000 });

let t: TestApp;
let owner: SignedInUser;
let moderator: SignedInUser;
let limited: SignedInUser;

const call = (who: SignedInUser | null, method: string, path: string, json?: unknown) =>
  t.request(path, {
    method,
    headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) },
    ...(json !== undefined ? { json } : {}),
  });
const act = (who: SignedInUser, id: string, action: string) =>
  call(who, 'POST', `/api/v1/franchisor/listings/${id}/actions`, { action });
const decide = (id: string, json: unknown) =>
  call(moderator, 'POST', `/api/v1/admin/listings/${id}/decision`, json);
const moderate = (id: string, json: unknown, who = moderator) =>
  call(who, 'POST', `/api/v1/admin/catalog/listings/${id}/actions`, json);
const search = async (query: Record<string, string>, who = moderator) => {
  const res = await call(who, 'GET', `/api/v1/admin/catalog/listings?${new URLSearchParams(query)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as {
    items: AdminCatalogListingT[];
    total: number;
    page: number;
    pageSize: number;
  };
};
const listIndia = async () => {
  const res = await t.request('/api/v1/opportunities?country=IN&sort=newest&limit=100');
  return ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);
};
const auditOf = (id: string, action: string) =>
  t.deps.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, action)));

async function sitemapText() {
  await t.deps.services.seo.sitemaps.refresh();
  const index = await (await t.request('/sitemap.xml')).text();
  let text = '';
  for (const [, loc] of index.matchAll(/<loc>(.*?)<\/loc>/g)) {
    text += await (await t.request(new URL(loc!).pathname)).text();
  }
  return text;
}

/** A listing of `who`'s company, submitted and approved: live on the public site. */
async function liveListing(who: SignedInUser, title: string) {
  const res = await call(who, 'POST', '/api/v1/franchisor/listings', {
    country: 'IN',
    values: indianListing(title),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as EditableListing;
  expect((await act(who, id, 'submit')).status).toBe(200);
  expect((await decide(id, { decision: 'approve' })).status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, moderator, limited] = await Promise.all([
    createSignedInUser(t, { role: 'franchisor', location: 'IN' }),
    createSignedInUser(t),
    createSignedInUser(t),
  ]);
  await createAdminService(t.deps).makeSuper(moderator.userId);
  // An admin without listings:moderate.
  await createAdminRepository(t.deps.database.db).upsert({
    userId: limited.userId,
    level: 'standard',
    permissions: ['users:read'],
    invitedBy: moderator.userId,
  });
  const db = t.deps.database.db;
  const [company] = await db
    .select({ id: franchisors.id })
    .from(franchisors)
    .where(eq(franchisors.ownerUserId, owner.userId));
  // Several live listings over these tests: the company is on the lifetime plan.
  await db.insert(memberships).values({
    franchisorId: company!.id,
    planId: 'lifetime',
    status: 'active',
    provider: 'offline',
    amountMinor: 0,
    currency: 'INR',
    startsAt: new Date(),
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

describe('the admin catalogue of live listings (issue 37.8)', () => {
  it('finds published and paused listings by name or company, market and status, page by page', async () => {
    const word = `Catalogo${Date.now().toString(36)}`;
    const a = await liveListing(owner, `${word} Idli House`);
    const b = await liveListing(owner, `${word} Vada Stop`);
    expect((await act(owner, b, 'pause')).status).toBe(200);

    const byName = await search({ q: `${word} idli` });
    expect(byName.items.map((i) => i.id)).toEqual([a]);
    expect(byName.items[0]).toMatchObject({ status: 'published', country: 'IN', featured: false });
    expect(byName.items[0]!.publicPath).toBe(`/indian-opportunity/${a}`);
    const both = await search({ q: word, country: 'IN' });
    expect(both.items.map((i) => i.id).sort()).toEqual([a, b].sort());
    expect(both.total).toBe(2);
    expect((await search({ q: word, status: 'paused' })).items.map((i) => i.id)).toEqual([b]);
    expect((await search({ q: word, country: 'US' })).items).toEqual([]);
    // The company's name finds them too (every listing of this test's company).
    const [{ companyName }] = byName.items as [AdminCatalogListingT];
    const byCompany = await search({ q: companyName });
    expect(byCompany.items.map((i) => i.id)).toEqual(expect.arrayContaining([a, b]));

    const page2 = await search({ page: '2' });
    expect(page2.page).toBe(2);
    expect(page2.pageSize).toBe(25);

    // Bad input names the field.
    const bad = await call(moderator, 'GET', '/api/v1/admin/catalog/listings?country=XX&page=0');
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['country', 'page']));
  });

  it('pauses a live listing with a reason: off the public API and sitemap, the franchisor told in the bell and by e-mail, audited; only a resubmission or an admin brings it back', async () => {
    const id = await liveListing(owner, 'Takedown Thali');
    expect(await listIndia()).toContain(id);
    expect(await sitemapText()).toContain(id);

    expect((await moderate(id, { action: 'pause', reason: 'short' })).status).toBe(400);
    const reason = 'The revenue figure contradicts the disclosure document.';
    const paused = await moderate(id, { action: 'pause', reason });
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect(await paused.json()).toMatchObject({ status: 'paused', pausedReason: reason, publicPath: null });
    expect((await moderate(id, { action: 'pause', reason })).status).toBe(409);

    // Gone from the public site at once.
    expect((await t.request(`/api/v1/opportunities/${id}`)).status).toBe(404);
    expect(await listIndia()).not.toContain(id);
    expect(await sitemapText()).not.toContain(id);

    // Audited, with the reason.
    const [record] = await auditOf(id, 'listings.pause');
    expect(record).toMatchObject({ actorId: moderator.userId, reason });

    // The franchisor is told: bell and e-mail, and sees it on the dashboard and in the editor.
    const bell = (await (await call(owner, 'GET', '/api/v1/notifications')).json()) as NotificationListValue;
    const notice = bell.items.find((n) => n.link === `/dashboard/listings/${id}/edit`);
    expect(notice?.title).toBe('Takedown Thali is paused by Franchisio');
    expect(notice?.body).toContain(reason);
    const mails = await createOutboxRepository(t.deps.database.db).list({ to: owner.email, limit: 20 });
    expect(mails.find((m) => m.subject === 'Takedown Thali is paused by Franchisio')?.text).toContain(reason);
    const dashboard = (await (await call(owner, 'GET', '/api/v1/franchisor/dashboard')).json()) as {
      listings: { id: string; status: string; pausedReason: string | null }[];
    };
    expect(dashboard.listings.find((l) => l.id === id)).toMatchObject({
      status: 'paused',
      pausedReason: reason,
    });

    // The owner cannot simply resume it; a resubmission goes to review.
    const resume = await act(owner, id, 'resume');
    expect(resume.status).toBe(409);
    expect(((await resume.json()) as { detail: string }).detail).toContain(reason);
    const submitted = (await (await act(owner, id, 'submit')).json()) as EditableListing;
    expect(submitted).toMatchObject({
      status: 'paused',
      revisionState: 'pending_review',
      pausedReason: reason,
    });
    const queue = (await (await call(moderator, 'GET', '/api/v1/admin/listings')).json()) as {
      items: ReviewQueueItem[];
    };
    expect(queue.items.find((i) => i.id === id)).toMatchObject({ kind: 'edit', previousReason: reason });
    expect((await decide(id, { decision: 'approve' })).status).toBe(200);
    expect((await t.request(`/api/v1/opportunities/${id}`)).status).toBe(200);
    const after = (await (
      await call(owner, 'GET', `/api/v1/franchisor/listings/${id}`)
    ).json()) as EditableListing;
    expect(after).toMatchObject({ status: 'published', pausedReason: null });

    // Paused again, an admin lifts it: live again, audited, told.
    expect((await moderate(id, { action: 'pause', reason })).status).toBe(200);
    const resumed = await moderate(id, { action: 'resume' });
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ status: 'published', pausedReason: null });
    expect(await listIndia()).toContain(id);
    expect(await auditOf(id, 'listings.resume')).toHaveLength(1);
    const told = await createOutboxRepository(t.deps.database.db).list({ to: owner.email, limit: 20 });
    expect(told.map((m) => m.subject)).toContain('Takedown Thali is live again');

    // A pause its franchisor made is theirs to lift.
    expect((await act(owner, id, 'pause')).status).toBe(200);
    expect((await moderate(id, { action: 'resume' })).status).toBe(409);
  });

  it('features and unfeatures a listing in the featured list, audited', async () => {
    const id = await liveListing(owner, 'Featured Filter Kaapi');
    const featured = async () => {
      const res = await t.request('/api/v1/opportunities/featured?country=IN');
      return ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);
    };
    expect(await featured()).not.toContain(id);
    const on = await moderate(id, { action: 'feature' });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ featured: true });
    expect(await featured()).toContain(id);
    expect((await moderate(id, { action: 'feature' })).status).toBe(409);
    expect((await moderate(id, { action: 'unfeature' })).status).toBe(200);
    expect(await featured()).not.toContain(id);
    expect(await auditOf(id, 'listings.feature')).toHaveLength(1);
    expect(await auditOf(id, 'listings.unfeature')).toHaveLength(1);
  });

  it('refuses an admin without listings:moderate, a franchisor and a visitor, and changes nothing', async () => {
    const id = await liveListing(owner, 'Guarded Gulab Jamun');
    const reason = 'Not allowed to do this without the permission.';
    for (const who of [limited, owner]) {
      expect((await moderate(id, { action: 'pause', reason }, who)).status).toBe(403);
      expect((await moderate(id, { action: 'feature' }, who)).status).toBe(403);
      expect((await call(who, 'GET', '/api/v1/admin/catalog/listings')).status).toBe(403);
      expect((await call(who, 'GET', `/api/v1/admin/catalog/listings/${id}`)).status).toBe(403);
    }
    expect((await moderate(id, { action: 'pause', reason }, null as unknown as SignedInUser)).status).toBe(
      401,
    );
    expect(await listIndia()).toContain(id);
    expect(await auditOf(id, 'listings.pause')).toHaveLength(0);
    const refusals = (await t.deps.audit.search({ actorId: limited.userId, limit: 10 })).map((r) => r.action);
    expect(refusals).toContain('access.refuse');
  });
});

describe('resubmissions in the review queue (issue 37.8)', () => {
  it('shows a listing sent again after a refusal against the refused version, with the earlier reason', async () => {
    const res = await call(owner, 'POST', '/api/v1/franchisor/listings', {
      country: 'IN',
      values: indianListing('Resubmitted Rasam'),
    });
    const { id } = (await res.json()) as EditableListing;
    expect((await act(owner, id, 'submit')).status).toBe(200);
    const reason = 'The royalty needs the franchise agreement page attached.';
    expect((await decide(id, { decision: 'reject', reason })).status).toBe(200);
    const fixed = { ...indianListing('Resubmitted Rasam'), royaltyPct: 5 };
    expect((await call(owner, 'PUT', `/api/v1/franchisor/listings/${id}`, fixed)).status).toBe(200);
    expect((await act(owner, id, 'submit')).status).toBe(200);

    const queue = (await (await call(moderator, 'GET', '/api/v1/admin/listings')).json()) as {
      items: ReviewQueueItem[];
    };
    expect(queue.items.find((i) => i.id === id)).toMatchObject({
      kind: 'resubmission',
      previousReason: reason,
      changes: [{ field: 'royaltyPct', before: '6', after: '5' }],
    });
  });
});

describe('the admin catalogue of offerings (issue 37.8)', () => {
  const tool = (name: string) => ({
    kind: 'ai_tool',
    name,
    category: 'Scheduling',
    pricingModel: 'per_seat',
    currency: 'USD',
    priceFrom: 12,
    priceTo: 30,
    shortDescription: 'AI rota planning for multi-unit franchisees.',
    description: 'Forecasts footfall per outlet and drafts staff rotas every week, within labour rules.',
    features: ['Demand forecast'],
    integrations: ['Xero'],
    website: 'https://rota.example.com',
    cashbackPct: 10,
    cashbackTerms: 'On the first 12 months of any paid plan.',
  });

  it('finds a published offering, pauses it with a reason (off the public API, vendor e-mailed, audited), and resumes it; others are refused', async () => {
    const name = `Rota Pilot ${Date.now().toString(36)}`;
    const created = (await (
      await call(owner, 'POST', '/api/v1/franchisor/offerings', tool(name))
    ).json()) as VendorOffering;
    expect((await call(owner, 'POST', `/api/v1/franchisor/offerings/${created.id}/submit`)).status).toBe(200);
    expect(
      (
        await call(moderator, 'POST', `/api/v1/admin/offerings/${created.id}/decision`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(200);
    const find = async (query: string) => {
      const res = await call(moderator, 'GET', `/api/v1/admin/catalog/offerings?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { items: AdminCatalogOfferingT[] }).items;
    };
    const [found] = await find(`q=${encodeURIComponent(name)}&kind=ai_tool`);
    expect(found).toMatchObject({ id: created.id, state: 'live', publicPath: `/ai-tools/${created.id}` });
    expect(await find(`q=${encodeURIComponent(name)}&kind=software`)).toEqual([]);

    const path = `/api/v1/admin/catalog/offerings/${created.id}/actions`;
    const reason = 'The cashback terms contradict the vendor’s own pricing page.';
    expect((await call(limited, 'POST', path, { action: 'pause', reason })).status).toBe(403);
    expect((await call(owner, 'POST', path, { action: 'pause', reason })).status).toBe(403);
    expect((await call(moderator, 'POST', path, { action: 'pause', reason: 'short' })).status).toBe(400);
    const paused = await call(moderator, 'POST', path, { action: 'pause', reason });
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect(await paused.json()).toMatchObject({ state: 'paused', pausedReason: reason, publicPath: null });
    expect((await call(moderator, 'POST', path, { action: 'pause', reason })).status).toBe(409);
    expect((await t.request(`/api/v1/offerings/${created.id}`)).status).toBe(404);
    expect((await find(`q=${encodeURIComponent(name)}&state=paused`)).map((o) => o.id)).toEqual([created.id]);
    expect(await auditOf(created.id, 'offerings.pause')).toHaveLength(1);
    const mails = await createOutboxRepository(t.deps.database.db).list({ to: owner.email, limit: 20 });
    expect(mails.find((m) => m.subject === `${name} is paused by Franchisio`)?.text).toContain(reason);
    const mine = (await (
      await call(owner, 'GET', `/api/v1/franchisor/offerings/${created.id}`)
    ).json()) as VendorOffering;
    expect(mine.pausedReason).toBe(reason);

    expect((await call(moderator, 'POST', path, { action: 'resume' })).status).toBe(200);
    expect((await t.request(`/api/v1/offerings/${created.id}`)).status).toBe(200);
    expect(await auditOf(created.id, 'offerings.resume')).toHaveLength(1);
    expect((await call(moderator, 'POST', path, { action: 'resume' })).status).toBe(409);

    // Paused again, the vendor fixes it and resubmits: the approval ends the pause.
    expect((await call(moderator, 'POST', path, { action: 'pause', reason })).status).toBe(200);
    const edited = { ...tool(name), cashbackTerms: 'On the first 12 months, as the pricing page says.' };
    expect((await call(owner, 'PUT', `/api/v1/franchisor/offerings/${created.id}`, edited)).status).toBe(200);
    expect((await call(owner, 'POST', `/api/v1/franchisor/offerings/${created.id}/submit`)).status).toBe(200);
    expect(
      (
        await call(moderator, 'POST', `/api/v1/admin/offerings/${created.id}/decision`, {
          decision: 'approve',
        })
      ).status,
    ).toBe(200);
    expect((await t.request(`/api/v1/offerings/${created.id}`)).status).toBe(200);
  });
});
