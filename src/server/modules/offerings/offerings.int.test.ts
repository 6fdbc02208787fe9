import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { OfferingDetail, OfferingPageValue } from '../../../shared/schemas/offerings.ts';
import { offerings } from '../../db/schema/index.ts';
import { OFFERINGS } from '../../db/seed/data/offerings.ts';

describe('offerings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.request(`/api/v1/offerings?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as OfferingPageValue;
  };

  it('lists the active offerings of one kind, highest rating first, with the total', async () => {
    for (const kind of ['software', 'ai_tool', 'business_service'] as const) {
      const page = await list(`kind=${kind}&limit=100`);
      const seeded = OFFERINGS.filter((o) => o.kind === kind);
      expect(page.total).toBe(seeded.length);
      expect(page.items).toHaveLength(seeded.length);
      expect(page.items.every((i) => i.kind === kind)).toBe(true);
      const ratings = page.items.map((i) => i.rating ?? -1);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
      expect(page.categories).toEqual([...new Set(seeded.map((o) => o.category))].sort());
    }
  });

  it('filters by category and search, sorts by cashback and price, and pages', async () => {
    const all = await list('kind=software&limit=100');
    const category = all.items[0]!.category;
    const byCategory = await list(`kind=software&category=${encodeURIComponent(category)}`);
    expect(byCategory.items.length).toBeGreaterThan(0);
    expect(byCategory.items.every((i) => i.category === category)).toBe(true);
    expect(byCategory.total).toBe(all.items.filter((i) => i.category === category).length);

    const name = all.items[3]!.name;
    const searched = await list(`kind=software&search=${encodeURIComponent(name.toLowerCase())}`);
    expect(searched.items.map((i) => i.name)).toContain(name);
    expect((await list('kind=software&search=zzqqxx-nothing')).total).toBe(0);

    const cashback = (await list('kind=software&sort=cashback&limit=100')).items.map((i) => i.cashbackPct);
    expect([...cashback].sort((a, b) => b - a)).toEqual(cashback);
    const prices = (await list('kind=software&sort=price&limit=100')).items
      .map((i) => i.priceFromUsdCents)
      .filter((p): p is number => p !== null);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    const first = await list('kind=software&limit=5&offset=0');
    const second = await list('kind=software&limit=5&offset=5');
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(all.total);
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(5, 10).map((i) => i.id));
  });

  it('filters by pricing model, least cashback and least rating, together and with search', async () => {
    const all = (await list('kind=ai_tool&limit=100')).items;
    const ids = (items: { id: string }[]) => items.map((i) => i.id).sort();
    const model = all[0]!.pricingModel;
    const byPricing = await list(`kind=ai_tool&limit=100&pricing=${model}`);
    expect(ids(byPricing.items)).toEqual(ids(all.filter((i) => i.pricingModel === model)));
    const byCashback = await list('kind=ai_tool&limit=100&minCashback=15');
    expect(byCashback.items.length).toBeGreaterThan(0);
    expect(ids(byCashback.items)).toEqual(ids(all.filter((i) => i.cashbackPct >= 15)));
    const byRating = await list('kind=ai_tool&limit=100&minRating=4.4');
    expect(byRating.items.length).toBeGreaterThan(0);
    expect(byRating.items.length).toBeLessThan(all.length);
    expect(ids(byRating.items)).toEqual(ids(all.filter((i) => (i.rating ?? 0) >= 4.4)));
    const both = await list('kind=ai_tool&limit=100&minCashback=15&minRating=4.4');
    expect(both.total).toBe(all.filter((i) => i.cashbackPct >= 15 && (i.rating ?? 0) >= 4.4).length);
    for (const q of ['minCashback=26', 'minRating=6', 'pricing=barter']) {
      expect((await t.request(`/api/v1/offerings?kind=ai_tool&${q}`)).status, q).toBe(400);
    }
  });

  it('refuses a limit above 100, an unknown kind and an unknown sort with a 400 problem', async () => {
    for (const q of ['kind=software&limit=101', 'kind=hardware', '', 'kind=software&sort=name']) {
      const res = await t.request(`/api/v1/offerings?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('leaves inactive offerings out of lists, featured and detail', async () => {
    const db = t.deps.database.db;
    const [top] = (await list('kind=ai_tool&limit=1')).items;
    await db.update(offerings).set({ isActive: false }).where(eq(offerings.id, top!.id));
    try {
      const after = await list('kind=ai_tool&limit=100');
      expect(after.items.map((i) => i.id)).not.toContain(top!.id);
      const featured = await t.request('/api/v1/offerings/featured?kind=ai_tool');
      const { items } = (await featured.json()) as { items: { id: string }[] };
      expect(items.map((i) => i.id)).not.toContain(top!.id);
      expect((await t.request(`/api/v1/offerings/${top!.id}`)).status).toBe(404);
    } finally {
      await db.update(offerings).set({ isActive: true }).where(eq(offerings.id, top!.id));
    }
  });

  it('answers featured offerings: active and featured, rating descending, at most 3', async () => {
    for (const kind of ['software', 'ai_tool', 'business_service'] as const) {
      const res = await t.request(`/api/v1/offerings/featured?kind=${kind}`);
      expect(res.status).toBe(200);
      const { items } = (await res.json()) as OfferingPageValue;
      const featuredSeeded = OFFERINGS.filter((o) => o.kind === kind && o.featured);
      expect(items).toHaveLength(Math.min(3, featuredSeeded.length));
      expect(items.every((i) => i.isFeatured && i.kind === kind)).toBe(true);
      const expected = [...featuredSeeded].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0)).slice(0, 3);
      expect(items.map((i) => i.rating)).toEqual(expected.map((o) => o.rating));
    }
    expect((await t.request('/api/v1/offerings/featured?kind=nope')).status).toBe(400);
  });

  it('answers the three featured lists in one call for the home page (spec §7)', async () => {
    const res = await t.request('/api/v1/offerings/featured/all');
    expect(res.status).toBe(200);
    const all = (await res.json()) as Record<string, { isFeatured: boolean; kind: string }[]>;
    for (const kind of ['software', 'ai_tool', 'business_service']) {
      const one = (await (await t.request(`/api/v1/offerings/featured?kind=${kind}`)).json()) as {
        items: unknown[];
      };
      expect(all[kind]).toEqual(one.items);
      expect(all[kind]!.length).toBeLessThanOrEqual(3);
    }
  });

  it('answers one offering with its features and similar offerings of the same kind', async () => {
    const [item] = (await list('kind=business_service&limit=1')).items;
    const res = await t.request(`/api/v1/offerings/${item!.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as OfferingDetail;
    const seeded = OFFERINGS.find((o) => o.name === item!.name)!;
    expect(detail).toMatchObject({
      id: item!.id,
      kind: 'business_service',
      description: seeded.description,
      features: seeded.features,
      pricing: seeded.pricing,
    });
    expect(detail.similar.length).toBeGreaterThan(0);
    expect(detail.similar.length).toBeLessThanOrEqual(3);
    expect(detail.similar.every((s) => s.kind === 'business_service' && s.id !== item!.id)).toBe(true);
  });

  it('answers 404 problems for unknown ids and non-uuids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'tilltide-pos', 'x']) {
      const res = await t.request(`/api/v1/offerings/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });
});
