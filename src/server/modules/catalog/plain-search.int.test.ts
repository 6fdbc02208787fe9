import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { type OpportunityPageValue, UnderstoodReadingSchema } from '../../../shared/schemas/catalog.ts';
import { DEMO_OPPORTUNITIES } from '../../db/seed/demo-catalog.ts';

describe('plain-language search through /api/v1/opportunities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  async function list(query: string) {
    const res = await t.request(`/api/v1/opportunities?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as OpportunityPageValue;
  }
  const demo = (country: string) => DEMO_OPPORTUNITIES.filter((o) => o.country === country);

  it('reads a US budget in dollars and says so', async () => {
    const page = await list('country=US&limit=100&search=under%20100k');
    expect(page.understood).toEqual([
      { kind: 'investmentMax', value: 100_000, label: 'Investment up to $100,000', words: 'under 100k' },
    ]);
    for (const u of page.understood ?? []) UnderstoodReadingSchema.parse(u);
    const within = demo('US').filter((o) => o.investmentMax <= 100_000);
    expect(within.length).toBeGreaterThan(0);
    expect(page.items.map((i) => i.title).sort()).toEqual(within.map((o) => o.title).sort());
    expect(page.items.every((i) => i.investmentMax <= 100_000 * 100)).toBe(true);
  });

  it('reads lakh and crore in India, and the words left are still searched', async () => {
    const page = await list(`country=IN&limit=100&search=${encodeURIComponent('chai below 30 lakh')}`);
    expect(page.understood?.map((u) => u.label)).toEqual(['Investment up to ₹30.0 L']);
    expect(page.search?.query).toBe('chai');
    expect(page.items[0]?.title).toBe('Chai Katha');
    expect(page.items.every((i) => i.investmentMax <= 3_000_000 * 100)).toBe(true);

    const range = await list(`country=IN&limit=100&search=${encodeURIComponent('1-2 crore')}`);
    const expected = demo('IN').filter((o) => o.investmentMax >= 10_000_000 && o.investmentMax <= 20_000_000);
    expect(range.items.map((i) => i.title).sort()).toEqual(expected.map((o) => o.title).sort());
  });

  it('reads flags and industries into the list’s filters', async () => {
    const page = await list(`country=US&limit=100&search=${encodeURIComponent('home based with financing')}`);
    expect(page.understood?.map((u) => u.kind)).toEqual(['homeBased', 'financing']);
    const expected = demo('US').filter((o) => o.homeBased && o.financingAvailable);
    expect(page.items.map((i) => i.title).sort()).toEqual(expected.map((o) => o.title).sort());

    const kids = await list('country=IN&limit=100&search=kids');
    expect(kids.understood?.[0]).toMatchObject({ kind: 'category', value: ['Education', 'Entertainment'] });
    expect(kids.items.every((i) => ['Education', 'Entertainment'].includes(i.category))).toBe(true);
  });

  it('searches the words as typed with literal=1, and says it read nothing', async () => {
    const page = await list('country=US&search=under%2050k&literal=1');
    expect(page.understood).toEqual([]);
    expect(page.search?.query).toBe('under 50k');
  });

  it('keeps a filter the request sets over a reading of the same filter', async () => {
    const page = await list('country=US&limit=100&investmentMax=80000&search=under%20500k');
    expect(page.understood).toEqual([]);
    expect(page.items.every((i) => i.investmentMax <= 80_000 * 100)).toBe(true);
  });

  it('has no understood without a search, and refuses a literal that is not 1', async () => {
    expect((await list('country=US&limit=1')).understood).toBeUndefined();
    expect((await t.request('/api/v1/opportunities?country=US&literal=yes')).status).toBe(400);
  });
});
