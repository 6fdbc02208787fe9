import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { OPPORTUNITY_PAGE } from '../../../shared/limits.ts';
import { LIVE_MARKETS, MARKETS } from '../../../shared/markets.ts';
import { toMinorUnits } from '../../../shared/money.ts';
import {
  OPPORTUNITY_SORTS,
  type OpportunityCard,
  type OpportunityPageValue,
} from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities } from '../../db/schema/index.ts';
import { DEMO_OPPORTUNITIES } from '../../db/seed/demo-catalog.ts';
import { seedLarge } from '../../db/seed/generated-catalog.ts';

const US = DEMO_OPPORTUNITIES.filter((o) => o.country === 'US');
const INDIA = DEMO_OPPORTUNITIES.filter((o) => o.country === 'IN');
const IN = DEMO_OPPORTUNITIES.filter((o) => o.country === 'IN');

describe('GET /api/v1/opportunities', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Listings are changed under the API here, so the read cache is off.
    t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  async function list(query: string) {
    const res = await t.request(`/api/v1/opportunities?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as OpportunityPageValue;
  }
  async function all(query: string) {
    const page = await list(`${query}&limit=100`);
    const items = [...page.items];
    while (items.length < page.total) {
      items.push(...(await list(`${query}&limit=100&offset=${items.length}`)).items);
    }
    return { items, total: page.total };
  }

  it('lists one market with its total and a default page of 24', async () => {
    const page = await list('country=US');
    expect(page.total).toBe(US.length);
    expect(page.items).toHaveLength(24);
    expect(page.limit).toBe(24);
    expect(page.offset).toBe(0);
    expect(page.items.every((i) => i.country === 'US' && i.currency === 'USD')).toBe(true);
    // Without a market: every open market's listings (one not open yet shows none).
    const everywhere = await list('limit=1');
    expect(everywhere.total).toBe(DEMO_OPPORTUNITIES.filter((o) => MARKETS[o.country].live).length);
  });

  it('pages through without gaps or duplicates; past the end answers the last page', async () => {
    const pages: OpportunityCard[] = [];
    for (let offset = 0; offset < US.length; offset += 10) {
      pages.push(...(await list(`country=US&sort=newest&limit=10&offset=${offset}`)).items);
    }
    expect(pages).toHaveLength(US.length);
    expect(new Set(pages.map((p) => p.id)).size).toBe(US.length);
    // Past the end: the last page, with the offset it starts at (no "Page 99 of 6").
    const past = await list(`country=US&limit=10&offset=${US.length + 50}`);
    const lastOffset = Math.floor((US.length - 1) / 10) * 10;
    expect(past.offset).toBe(lastOffset);
    expect(past.items).toHaveLength(US.length - lastOffset);
    expect(past.total).toBe(US.length);
    expect(past.totalExact).toBe(true);
    expect(past.nextCursor).toBeNull();
    const last = await list(`country=US&limit=100&offset=${US.length - 1}`);
    expect(last.items).toHaveLength(1);
    expect((await list('country=US&limit=100')).items).toHaveLength(Math.min(100, US.length));
  });

  it('answers 400 problems for a bad limit, offset, sort, flag or market', async () => {
    for (const q of [
      'limit=101',
      'limit=0',
      'limit=abc',
      'limit=2.5',
      'offset=-1',
      'sort=cheapest',
      'homeBased=maybe',
      'country=XX',
      'investmentMin=100',
      'country=US&investmentMin=-5',
      'country=US&investmentMin=500000&investmentMax=100000',
      'offset=1001',
      'cursor=not%20a%20cursor',
    ]) {
      const res = await t.request(`/api/v1/opportunities?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const body = (await res.json()) as { code: string; detail: string };
      expect(body.code).toBe('validation_failed');
    }
    const res = await t.request('/api/v1/opportunities?limit=101');
    expect(((await res.json()) as { detail: string }).detail).toBe('limit: must be at most 100');
  });

  it('filters by several industries', async () => {
    const { items, total } = await all('country=US&category=Retail&category=Education');
    const expected = US.filter((o) => o.category === 'Retail' || o.category === 'Education');
    expect(total).toBe(expected.length);
    expect(new Set(items.map((i) => i.title))).toEqual(new Set(expected.map((o) => o.title)));
    const one = await all('country=US&category=Pet%20Services');
    expect(one.total).toBe(US.filter((o) => o.category === 'Pet Services').length);
    expect(one.total).toBeGreaterThan(0);
  });

  it('filters by investment given in the market’s major units', async () => {
    // A budget holds the listings whose whole range fits within it (issue 34: "Under $100K"
    // listed $98,000 – $148,000): the maximum is compared.
    const usMax = await all('country=US&investmentMax=100000');
    const expectedMax = US.filter((o) => o.investmentMax <= 100_000);
    expect(usMax.total).toBe(expectedMax.length);
    expect(usMax.total).toBeGreaterThan(0);
    expect(usMax.total).toBeLessThan(US.filter((o) => o.investmentMin <= 100_000).length);
    expect(usMax.items.every((i) => i.investmentMax <= toMinorUnits(100_000, 'USD'))).toBe(true);

    const usBand = await all('country=US&investmentMin=250000&investmentMax=500000');
    expect(usBand.total).toBe(
      US.filter((o) => o.investmentMax >= 250_000 && o.investmentMax <= 500_000).length,
    );

    // India too: under 10 lakh means the most it can cost is 10 lakh.
    const inMax = await all('country=IN&investmentMax=1000000');
    expect(inMax.total).toBe(IN.filter((o) => o.investmentMax <= 1_000_000).length);
    expect(inMax.total).toBeGreaterThan(0);
    expect(inMax.items.every((i) => i.investmentMax <= toMinorUnits(1_000_000, MARKETS.IN.currency))).toBe(
      true,
    );

    // India: rupees in, paise stored; 20 lakh = 2,000,000 rupees.
    const inMin = await all('country=IN&investmentMin=2000000');
    expect(inMin.total).toBe(IN.filter((o) => o.investmentMax >= 2_000_000).length);
    expect(inMin.total).toBeGreaterThan(0);
    expect(inMin.total).toBeLessThan(IN.length);
    expect(inMin.items.every((i) => i.investmentMax >= toMinorUnits(2_000_000, MARKETS.IN.currency))).toBe(
      true,
    );
  });

  it('filters by home-based, veteran discount and financing, true and false', async () => {
    for (const [param, key] of [
      ['homeBased', 'homeBased'],
      ['veteranDiscount', 'veteranDiscount'],
      ['financing', 'financingAvailable'],
    ] as const) {
      const yes = await list(`country=US&${param}=true&limit=1`);
      const no = await list(`country=US&${param}=false&limit=1`);
      expect(yes.total, param).toBe(US.filter((o) => o[key]).length);
      expect(no.total, param).toBe(US.filter((o) => !o[key]).length);
      expect(yes.total).toBeGreaterThan(0);
    }
    const combined = await list('country=US&homeBased=true&financing=true&limit=1');
    expect(combined.total).toBe(US.filter((o) => o.homeBased && o.financingAvailable).length);
  });

  it('sorts newest, by investment both ways, by rating and by ROI', async () => {
    const newest = (await all('country=US&sort=newest')).items;
    const dates = newest.map((i) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const asc = (await all('country=US&sort=investment_asc')).items.map((i) => i.investmentMin);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    const desc = (await all('country=US&sort=investment_desc')).items.map((i) => i.investmentMax);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    const rating = (await all('country=US&sort=rating')).items.map((i) => i.ratingAverage ?? -1);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));

    const roi = (await all('country=IN&sort=roi')).items.map((i) => i.roiPercentage);
    const withRoi = roi.filter((r) => r !== null) as number[];
    expect(withRoi).toEqual([...withRoi].sort((a, b) => b - a));
    // Listings without an ROI come last.
    expect(roi.slice(withRoi.length).every((r) => r === null)).toBe(true);
    expect(withRoi.length).toBeGreaterThan(0);

    const relevance = (await list('country=US&limit=3')).items;
    expect(relevance[0]!.featured).toBe(true);
  });

  it('searches title, company, industry and description, best match first', async () => {
    const pizza = await list('country=US&search=pizza');
    expect(pizza.items[0]!.title).toBe('Crust & Co. Pizza');

    const byCompany = US.find((o) => o.company !== o.title)!;
    const company = await list(`country=US&search=${encodeURIComponent(byCompany.company)}`);
    expect(company.items.map((i) => i.title)).toContain(byCompany.title);

    const industry = await all('country=US&search=senior%20care');
    for (const o of US.filter((x) => x.category === 'Senior Care')) {
      expect(industry.items.map((i) => i.title)).toContain(o.title);
    }

    // A word only in a description: "commissaries" (Crust & Co.'s dough program).
    const described = await list('country=US&search=commissaries');
    expect(described.items.map((i) => i.title)).toContain('Crust & Co. Pizza');

    const nothing = await list('country=US&search=zzqxvbnmw');
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it('tolerates typos in names: pizaa finds the pizza brand, cofee the coffee brand', async () => {
    const pizaa = await list('country=US&search=pizaa');
    expect(pizaa.items.map((i) => i.title)).toContain('Crust & Co. Pizza');
    expect(pizaa.items[0]!.title).toBe('Crust & Co. Pizza');
    const cofee = await list('country=US&search=cofee');
    expect(cofee.items.map((i) => i.title)).toContain('Morning Ledger Coffee');
    // Typo search combines with filters.
    const filtered = await list('country=US&search=pizaa&category=Retail');
    expect(filtered.items.map((i) => i.title)).not.toContain('Crust & Co. Pizza');
  });

  it('uses look-alike titles only when nothing matches as written', async () => {
    // "chai" is a word of Chai Katha's listing; Chashma Chowk Optical only looks like it.
    const chai = await all('country=IN&search=chai');
    expect(chai.items.map((i) => i.title)).toContain('Chai Katha');
    expect(chai.items.map((i) => i.title)).not.toContain('Chashma Chowk Optical');
    const mentions = INDIA.filter((o) =>
      /\bchai\b/i.test(`${o.title} ${o.company} ${o.tagline} ${o.description}`),
    );
    expect(chai.total).toBe(mentions.length);
  });

  it('never lists unpublished or inactive listings', async () => {
    const db = t.deps.database.db;
    const before = await list('country=US&search=pizza');
    await db
      .update(franchiseOpportunities)
      .set({ status: 'paused' })
      .where(eq(franchiseOpportunities.slug, 'crust-and-co-pizza-us'));
    const after = await list('country=US&search=pizza');
    expect(after.items.map((i) => i.title)).not.toContain('Crust & Co. Pizza');
    expect(after.total).toBe(before.total - 1);
    expect((await list('country=US&limit=1')).total).toBe(US.length - 1);
    await db
      .update(franchiseOpportunities)
      .set({ status: 'published' })
      .where(eq(franchiseOpportunities.slug, 'crust-and-co-pizza-us'));
  });
});

describe('keyset pages and capped totals on a catalog of more than 1,000 listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0' } });
    // Enough that the open markets' share alone passes the 1,000 count cap.
    await seedLarge(t.deps.database.db, 1800);
  }, 120_000);
  afterAll(() => t.close());

  async function list(query: string) {
    const res = await t.request(`/api/v1/opportunities?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as OpportunityPageValue;
  }

  it('counts up to 1,000 and says when there are more', async () => {
    const db = t.deps.database.db;
    const rows = await db.$count(
      franchiseOpportunities,
      inArray(franchiseOpportunities.country, LIVE_MARKETS),
    );
    expect(rows).toBeGreaterThan(OPPORTUNITY_PAGE.countCap);
    const all = await list('limit=1');
    expect(all).toMatchObject({ total: OPPORTUNITY_PAGE.countCap, totalExact: false });
    const usRows = await db.$count(franchiseOpportunities, eq(franchiseOpportunities.country, 'US'));
    const us = await list('country=US&limit=1');
    expect(us).toMatchObject({ total: usRows, totalExact: true });
  });

  it('walks every sort with the cursor, in order, without gaps or repeats', async () => {
    for (const sort of OPPORTUNITY_SORTS) {
      for (const scope of ['country=US&', 'country=IN&category=Education&', '']) {
        const seen: OpportunityCard[] = [];
        const first = await list(`${scope}sort=${sort}&limit=40`);
        seen.push(...first.items);
        let cursor = first.nextCursor;
        for (let i = 0; cursor && i < 3; i++) {
          const next = await list(`${scope}sort=${sort}&limit=40&cursor=${cursor}`);
          seen.push(...next.items);
          cursor = next.nextCursor;
        }
        // The same rows as reading the same span by offset.
        const byOffset: OpportunityCard[] = [];
        for (let offset = 0; offset < seen.length; offset += 100) {
          byOffset.push(...(await list(`${scope}sort=${sort}&limit=100&offset=${offset}`)).items);
        }
        expect(
          seen.map((o) => o.id),
          `${scope}${sort}`,
        ).toEqual(byOffset.slice(0, seen.length).map((o) => o.id));
        expect(new Set(seen.map((o) => o.id)).size).toBe(seen.length);
      }
    }
  });

  it('continues past 1,000 with the cursor and ends with a null cursor', async () => {
    let page = await list('sort=investment_asc&limit=100');
    const ids = page.items.map((i) => i.id);
    let last = page.items.at(-1)!.investmentMin;
    while (page.nextCursor) {
      page = await list(`sort=investment_asc&limit=100&cursor=${page.nextCursor}`);
      expect(page.items[0]?.investmentMin ?? last).toBeGreaterThanOrEqual(last);
      last = page.items.at(-1)?.investmentMin ?? last;
      ids.push(...page.items.map((i) => i.id));
    }
    expect(ids.length).toBe(
      await t.deps.database.db.$count(
        franchiseOpportunities,
        inArray(franchiseOpportunities.country, LIVE_MARKETS),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a cursor of another sort, a forged one, or one with an offset', async () => {
    const { nextCursor } = await list('country=US&sort=newest&limit=5');
    for (const q of [
      `country=US&sort=rating&cursor=${nextCursor}`,
      `country=US&sort=newest&cursor=${Buffer.from('["newest",1,2]').toString('base64url')}`,
      `country=US&sort=newest&offset=5&cursor=${nextCursor}`,
      `country=US&search=pizza&cursor=${nextCursor}`,
    ]) {
      const res = await t.request(`/api/v1/opportunities?${q}`);
      expect(res.status, q).toBe(400);
    }
  });
  it('accepts only what the server writes: a crafted cursor of the right length is 400, not 500', async () => {
    const id = '0b7c6a52-5f0e-4a8e-9d3c-2f1e0d9c8b7a';
    const crafted: unknown[][] = [
      ['newest', 'foo 2026', id],
      ['newest', '2026-11-25', id],
      ['investment_asc', 1.5, id],
      ['investment_desc', 1e300, id],
      ['rating', 4.5, 2 ** 31, id],
      ['rating', 4.5, -0.5, id],
      ['roi', 12, '------------------------------------'],
      ['relevance', true, 4.5, 'not-a-uuid-but-36-characters-long!!!'],
      ['relevance', 'true', 4.5, id],
    ];
    const answers = [];
    for (const cursor of crafted) {
      const q = `sort=${cursor[0]}&cursor=${Buffer.from(JSON.stringify(cursor)).toString('base64url')}`;
      const res = await t.request(`/api/v1/opportunities?${q}`);
      answers.push({ cursor, status: res.status, code: ((await res.json()) as { code?: string }).code });
    }
    expect(answers).toEqual(crafted.map((cursor) => ({ cursor, status: 400, code: 'invalid_cursor' })));
  });
});
