import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { OpportunityCard, OpportunityDetail } from '../../../shared/schemas/catalog.ts';
import {
  conversations,
  emailOutbox,
  franchiseOpportunities,
  franchisors,
  informationRequests,
  marketNotifySignups,
} from '../../db/schema/index.ts';
import { DEMO_OPPORTUNITIES, seedDisclosure } from '../../db/seed/demo-catalog.ts';

describe('franchise detail, similar, information requests and notify me', () => {
  let t: TestApp;
  let pizza: OpportunityCard;
  beforeAll(async () => {
    // Listings are changed under the API here, so the read cache is off.
    // TRUST_PROXY: the tests' X-Forwarded-For addresses are the callers' (rate limits per address).
    t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0', TRUST_PROXY: 'true' } });
    const res = await t.request('/api/v1/opportunities?country=US&search=pizza&limit=1');
    pizza = ((await res.json()) as { items: OpportunityCard[] }).items[0]!;
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, ip = '203.0.113.1') =>
    t.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

  it('answers every field of a listing with its franchisor and unit history', async () => {
    const res = await t.request(`/api/v1/opportunities/${pizza.id}`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as OpportunityDetail;
    expect(d).toMatchObject({
      id: pizza.id,
      title: 'Crust & Co. Pizza',
      country: 'US',
      currency: 'USD',
      franchisor: { name: d.companyName },
      media: [],
      documents: [],
    });
    expect(d.averageUnitRevenueSource).toBeTruthy();
    expect(d.averageUnitRevenueYear).toBeGreaterThan(2000);
    expect(d.unitHistory.length).toBeGreaterThan(1);
    expect(d.unitHistory.at(-1)!.units).toBe(d.unitsFranchised + d.unitsCompanyOwned);
    expect(typeof d.royaltyPct).toBe('number');
    expect(d.description.length).toBeGreaterThan(50);
  });

  it("answers the listing's times and figures as the database holds them, times in UTC ISO form", async () => {
    const [row] = await t.deps.database.db
      .select()
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.id, pizza.id));
    const d = (await (await t.request(`/api/v1/opportunities/${pizza.id}`)).json()) as OpportunityDetail;
    expect(d.createdAt).toBe(row!.createdAt.toISOString());
    expect(d.updatedAt).toBe(row!.updatedAt.toISOString());
    expect(d.publishedAt).toBe(row!.publishedAt?.toISOString() ?? null);
    expect(d.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const { roiPercentage, ratingAverage, royaltyPct, adFundPct, investmentMin, unitHistory } = row!;
    expect(d).toMatchObject({
      roiPercentage,
      ratingAverage,
      royaltyPct,
      adFundPct,
      investmentMin,
      unitHistory,
    });
    const verifiedAt = new Date('2025-03-04T05:06:07.089Z');
    await t.deps.database.db
      .update(franchisors)
      .set({ verifiedAt })
      .where(eq(franchisors.id, row!.franchisorId));
    const verified = (await (
      await t.request(`/api/v1/opportunities/${pizza.id}`)
    ).json()) as OpportunityDetail;
    expect(verified.franchisor.verifiedAt).toBe('2025-03-04T05:06:07.089Z');
  });

  it('answers the disclosure figures compare lines up, each with its source and year', async () => {
    const d = (await (await t.request(`/api/v1/opportunities/${pizza.id}`)).json()) as OpportunityDetail;
    const seed = DEMO_OPPORTUNITIES.find((o) => o.slug === 'crust-and-co-pizza-us')!;
    const disclosure = seedDisclosure(seed);
    expect(d.disclosure.investment).toEqual({
      value: { min: d.investmentMin, max: d.investmentMax },
      source: 'FDD, Item 7',
      year: disclosure.year,
    });
    expect(d.disclosure.franchiseFee).toMatchObject({ value: d.franchiseFee, source: 'FDD, Item 5' });
    expect(d.disclosure.royaltyPct).toMatchObject({ value: 6, source: 'FDD, Item 6' });
    expect(d.disclosure.averageUnitRevenue).toEqual({
      value: d.averageUnitRevenue,
      source: '2025 FDD, Item 19',
      year: 2025,
    });
    const growth = d.disclosure.netUnitGrowth.value!;
    expect(growth.toYear).toBe(d.unitHistory.at(-1)!.year);
    expect(growth.fromYear).toBe(growth.toYear - 3);
    expect(growth.change).toBe(growth.toUnits - growth.fromUnits);
    expect(d.disclosure.netUnitGrowth.source).toBe('FDD, Item 20');
    expect(d.disclosure.litigationCases).toMatchObject({
      value: disclosure.litigationCases,
      source: 'FDD, Item 3',
    });
    expect(d.disclosure.bankruptcy).toMatchObject({ value: disclosure.bankruptcy, source: 'FDD, Item 4' });
    expect(d.disclosure.franchiseeTurnoverPct.value).toBe(disclosure.turnoverPct);

    // A listing without a disclosure document: its own figures are the franchisor's statement,
    // and the risk figures are not disclosed (null), not left out.
    const undisclosed = DEMO_OPPORTUNITIES.find(
      (o) => o.country === 'IN' && seedDisclosure(o).document === null,
    )!;
    const [row] = await t.deps.database.db
      .select({ id: franchiseOpportunities.id })
      .from(franchiseOpportunities)
      .where(eq(franchiseOpportunities.slug, undisclosed.slug));
    const other = (await (await t.request(`/api/v1/opportunities/${row!.id}`)).json()) as OpportunityDetail;
    expect(other.disclosure.franchiseFee).toMatchObject({ source: 'Stated by the franchisor', year: null });
    for (const key of ['litigationCases', 'bankruptcy', 'franchiseeTurnoverPct'] as const) {
      expect(other.disclosure[key], key).toEqual({ value: null, source: null, year: null });
    }
  });

  it('answers a 404 problem for an unknown, malformed or unpublished id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.request(`/api/v1/opportunities/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
    const db = t.deps.database.db;
    for (const change of [{ status: 'draft' as const }, { isActive: false }]) {
      await db.update(franchiseOpportunities).set(change).where(eq(franchiseOpportunities.id, pizza.id));
      expect((await t.request(`/api/v1/opportunities/${pizza.id}`)).status).toBe(404);
      expect((await t.request(`/api/v1/opportunities/${pizza.id}/similar`)).status).toBe(404);
      await db
        .update(franchiseOpportunities)
        .set({ status: 'published', isActive: true })
        .where(eq(franchiseOpportunities.id, pizza.id));
    }
    expect((await t.request(`/api/v1/opportunities/${pizza.id}`)).status).toBe(200);
  });

  it('suggests similar franchises of the same market, same industry first', async () => {
    const res = await t.request(`/api/v1/opportunities/${pizza.id}/similar`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: OpportunityCard[] };
    expect(items).toHaveLength(4);
    expect(items.every((i) => i.country === 'US' && i.id !== pizza.id)).toBe(true);
    expect(items.every((i) => i.category === 'Food & Beverage')).toBe(true);
  });

  it('stores a lead, e-mails the franchisor and the seeker, once per seeker and day', async () => {
    const form = {
      name: 'Asha Verma',
      email: 'Asha@Example.com',
      phone: '+1 555 0100',
      message: 'I would like the disclosure document and territory availability in Austin.',
    };
    const res = await post(`/api/v1/opportunities/${pizza.id}/information-requests`, form);
    expect(res.status, await res.clone().text()).toBe(201);
    const db = t.deps.database.db;
    // Asha's leads only: other tests of this file send requests of their own.
    const ashasLeads = () =>
      db.select().from(informationRequests).where(eq(informationRequests.email, 'asha@example.com'));
    const leads = await ashasLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ opportunityId: pizza.id, email: 'asha@example.com', userId: null });

    const mail = await db.select().from(emailOutbox);
    const toSeeker = mail.find((m) => m.to === 'asha@example.com');
    expect(toSeeker?.subject).toBe('Your request about Crust & Co. Pizza was sent');
    const toFranchisor = mail.find(
      (m) => m.to === t.deps.config.OPERATOR_EMAIL && m.text.startsWith('Asha Verma'),
    );
    expect(toFranchisor?.subject).toBe('New information request for Crust & Co. Pizza');
    expect(toFranchisor?.text).toContain('territory availability in Austin');

    const again = await post(`/api/v1/opportunities/${pizza.id}/information-requests`, {
      ...form,
      email: 'asha@example.COM',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('already_requested_today');
    expect(await ashasLeads()).toHaveLength(1);

    const other = await t.request('/api/v1/opportunities?country=US&search=coffee&limit=1');
    const coffee = ((await other.json()) as { items: OpportunityCard[] }).items[0]!;
    expect((await post(`/api/v1/opportunities/${coffee.id}/information-requests`, form)).status).toBe(201);
  });

  it('opens no message thread with a company that has no account: it answers by e-mail', async () => {
    const seeker = await createSignedInUser(t);
    const list = await t.request('/api/v1/opportunities?country=IN&limit=1');
    const listing = ((await list.json()) as { items: OpportunityCard[] }).items[0]!;
    const d = (await (await t.request(`/api/v1/opportunities/${listing.id}`)).json()) as OpportunityDetail;
    expect(d.franchisor.takesCalls).toBe(false);
    const res = await t.request(`/api/v1/opportunities/${listing.id}/information-requests`, {
      method: 'POST',
      headers: { Cookie: seeker.cookie, Origin: 'http://localhost', 'x-forwarded-for': '203.0.113.9' },
      json: { name: 'Ravi Kumar', email: seeker.email, message: 'Is Pune open for a new outlet?' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { conversationId: string | null }).conversationId).toBeNull();
    const threads = await t.deps.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.opportunityId, listing.id));
    expect(threads).toEqual([]);
  });

  it('confirms to the given address without any text the sender typed, at most 3 times an hour', async () => {
    const victim = 'relay-target@example.com';
    const list = await t.request('/api/v1/opportunities?country=US&limit=5');
    const listings = ((await list.json()) as { items: OpportunityCard[] }).items.filter(
      (o) => o.id !== pizza.id,
    );
    expect(listings.length).toBeGreaterThanOrEqual(4);
    for (const [i, listing] of listings.slice(0, 4).entries()) {
      const res = await post(
        `/api/v1/opportunities/${listing.id}/information-requests`,
        {
          name: 'Visit spam.example now',
          email: victim,
          message: 'Cheap pills at http://spam.example, best prices',
        },
        `203.0.113.${50 + i}`,
      );
      expect(res.status).toBe(201);
    }
    const db = t.deps.database.db;
    const confirmations = (await db.select().from(emailOutbox)).filter((m) => m.to === victim);
    expect(confirmations).toHaveLength(3);
    for (const mail of confirmations) {
      expect(mail.text).not.toContain('spam.example');
      expect(mail.subject).not.toContain('spam.example');
    }
    // The franchisor still gets every request, with the message.
    const leads = await db.select().from(informationRequests).where(eq(informationRequests.email, victim));
    expect(leads).toHaveLength(4);
  });

  it('validates the form and refuses unknown listings', async () => {
    const bad = await post(`/api/v1/opportunities/${pizza.id}/information-requests`, {
      name: '',
      email: 'nope',
      message: 'hi',
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    const missing = await post(
      '/api/v1/opportunities/00000000-0000-4000-8000-000000000000/information-requests',
      {
        name: 'Sam',
        email: 'sam@example.com',
        message: 'Please send me the brochure.',
      },
    );
    expect(missing.status).toBe(404);
  });

  it('stores a notify-me address per market, once, and rate-limits it', async () => {
    const ip = '198.51.100.7';
    expect((await post('/api/v1/markets/CA/notify', { email: 'Lee@Example.com' }, ip)).status).toBe(201);
    expect((await post('/api/v1/markets/CA/notify', { email: 'lee@example.com' }, ip)).status).toBe(201);
    expect((await post('/api/v1/markets/DE/notify', { email: 'lee@example.com' }, ip)).status).toBe(201);
    const rows = await t.deps.database.db.select().from(marketNotifySignups);
    expect(rows.map((r) => `${r.country}:${r.email}`).sort()).toEqual([
      'CA:lee@example.com',
      'DE:lee@example.com',
    ]);
    expect(
      (await post('/api/v1/markets/XX/notify', { email: 'lee@example.com' }, '198.51.100.8')).status,
    ).toBe(400);
    expect((await post('/api/v1/markets/GB/notify', { email: 'not-an-email' }, '198.51.100.8')).status).toBe(
      400,
    );
    expect((await post('/api/v1/markets/GB/notify', { email: 'a@example.com' }, ip)).status).toBe(201);
    expect((await post('/api/v1/markets/GB/notify', { email: 'b@example.com' }, ip)).status).toBe(201);
    const limited = await post('/api/v1/markets/GB/notify', { email: 'c@example.com' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
