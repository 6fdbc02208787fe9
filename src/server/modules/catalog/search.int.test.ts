import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { OpportunityPageValue, Suggestions } from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities, franchisors, searchTerms } from '../../db/schema/index.ts';
import { DEMO_OPPORTUNITIES, opportunityRow } from '../../db/seed/demo-catalog.ts';

describe('catalog search finds what people mean', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Listings are added and changed under the API here, so the read cache is off.
    t = await createTestApp({ seed: true, env: { CATALOG_CACHE_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  async function search(country: string, q: string, extra = '') {
    const res = await t.request(
      `/api/v1/opportunities?country=${country}&search=${encodeURIComponent(q)}${extra}`,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as OpportunityPageValue;
  }
  const titles = (page: OpportunityPageValue) => page.items.map((i) => i.title);

  it('matches words as they are being typed: fitnes finds fitness, piz finds pizza', async () => {
    const fitnes = await search('US', 'fitnes', '&limit=100');
    const fitness = DEMO_OPPORTUNITIES.filter((o) => o.country === 'US' && o.category === 'Health & Fitness');
    for (const o of fitness) expect(titles(fitnes)).toContain(o.title);
    expect(fitnes.search?.correctedQuery).toBeNull();
    expect(titles(await search('US', 'piz'))[0]).toBe('Crust & Co. Pizza');
    expect(titles(await search('IN', 'fitn'))).toContain('IronAkhada Fitness Club');
  });

  it('matches whole words and their plurals in descriptions, not words of the same stem', async () => {
    const health = DEMO_OPPORTUNITIES.filter((o) => o.country === 'IN' && o.category === 'Health & Fitness');
    const fitness = await search('IN', 'fitness', '&limit=100');
    // "a fitted grooming van", "a fitted veterinary van", "fit out the space".
    expect(titles(fitness).sort()).toEqual(health.map((o) => o.title).sort());
    expect(titles(await search('IN', 'fitnes', '&limit=100')).sort()).toEqual(titles(fitness).sort());
    // "in a clean, fast QSR format", "clean, mid-scale hotels".
    const cleaning = titles(await search('IN', 'cleaning', '&limit=100'));
    expect(cleaning[0]).toBe('SafaiSetu Deep Cleaning');
    expect(cleaning).not.toContain('Pav Pedal');
    expect(cleaning).not.toContain('Rahgiri Inns');
    expect(titles(await search('US', 'fitness', '&limit=100'))).not.toContain('Sprocket & Spoke Bike Shop');
    // Names still match any form: "coworking" finds Chaupal Cowork.
    expect(titles(await search('IN', 'coworking'))[0]).toBe('Chaupal Cowork');
    expect(titles(await search('US', 'burgers'))).toEqual(['Stackhouse Smash Burgers']);
  });

  it('reads an ice-cream parlour as ice cream, not as a salon', async () => {
    expect(titles(await search('IN', 'salon', '&limit=100'))).not.toContain('Kulfi Kothi');
    expect(titles(await search('IN', 'ice cream'))).toEqual(['Kulfi Kothi']);
    expect(titles(await search('IN', 'parlour', '&limit=100'))).toContain('Mirrorline Unisex Salon');
  });

  it('corrects one typo in a longer word and says what it searched for', async () => {
    const pizaa = await search('US', 'pizaa');
    expect(titles(pizaa)[0]).toBe('Crust & Co. Pizza');
    expect(pizaa.search).toMatchObject({ query: 'pizaa', correctedQuery: 'pizza', alternatives: null });
  });

  it('does not drift to look-alike brands: chai in the US finds nothing and points to India', async () => {
    const chai = await search('US', 'chai');
    expect(chai).toMatchObject({ items: [], total: 0, totalExact: true });
    const alternatives = chai.search!.alternatives!;
    expect(alternatives.markets).toHaveLength(1);
    expect(alternatives.markets[0]!.country).toBe('IN');
    expect(alternatives.markets[0]!.items.map((i) => i.title)).toContain('Chai Katha');
    // A close industry of the same market that has listings.
    expect(alternatives.industries.map((i) => i.category)).toContain('Food & Beverage');
    expect(alternatives.industries.every((i) => i.total > 0)).toBe(true);
    // Short words are never "corrected" into other words (chai → chain, change).
    for (const q of ['chai', 'chair', 'chain']) {
      expect(titles(await search('US', q)), q).not.toContain('Drivelane Oil Change');
    }
  });

  it('suggests a close industry when no market has the word', async () => {
    const arcade = await search('IN', 'arcade');
    expect(arcade.total).toBe(0);
    expect(arcade.search!.alternatives!.industries.map((i) => i.category)).toEqual(['Entertainment']);
    const nonsense = await search('US', 'zzqxvbnmw');
    expect(nonsense.search!.alternatives).toEqual({ markets: [], industries: [] });
  });

  it('knows the field’s synonyms: QSR, F&B, salon/beauty, tuition/tutoring, elder/senior care', async () => {
    const fnb = DEMO_OPPORTUNITIES.filter((o) => o.country === 'US' && o.category === 'Food & Beverage');
    for (const q of ['F&B', 'f and b', 'fnb']) {
      const page = await search('US', q, '&limit=100');
      expect(page.total, q).toBeGreaterThanOrEqual(fnb.length);
      expect(
        page.items.slice(0, fnb.length).every((i) => i.category === 'Food & Beverage'),
        q,
      ).toBe(true);
    }
    expect((await search('US', 'qsr')).items[0]!.category).toBe('Food & Beverage');
    expect(titles(await search('US', 'beauty'))).toContain('Suiteline Salon Studios');
    expect(titles(await search('US', 'salon'))).toContain('Lumen Brow & Lash Bar');
    expect(titles(await search('US', 'tuition'))[0]).toBe('Wordsmith Tutoring Co.');
    expect(titles(await search('IN', 'tutoring'))).toContain('Tutorbhai Home Tuition');
    const elder = await search('US', 'elder care', '&limit=100');
    for (const o of DEMO_OPPORTUNITIES.filter((x) => x.country === 'US' && x.category === 'Senior Care')) {
      expect(titles(elder)).toContain(o.title);
    }
    // The words as typed come first: "car wash" before a synonym's "auto detailing".
    expect(titles(await search('US', 'car wash'))[0]).toBe('Shinecrest Express Car Wash');
  });

  it('reads the usual Latin spellings of Hindi brand names alike', async () => {
    for (const [q, title] of [
      ['seva saathi', 'Sewa Sathi Home Nursing'],
      ['chay', 'Chai Katha'],
      ['chaay', 'Chai Katha'],
      ['biriyani', 'Degchi Biryani House'],
      ['chasma', 'Chashma Chowk Optical'],
      ['dukan', 'Dukaan Dost Smart Kirana'],
      ['bazar', 'Bhow Bazaar Pet Store'],
      ['dhabba', 'Doggo Dhaba Daycare & Boarding'],
      ['kadai', 'Kadhai Route'],
      ['saatvik', 'Sattvik Spoon'],
    ] as const) {
      expect(titles(await search('IN', q))[0], q).toBe(title);
    }
    // Split brand names are found by their parts.
    expect(titles(await search('IN', 'saathi'))).toContain('SpineSaathi Physio Clinic');
  });

  it('treats a search of only filler words as no search, and combines a search with filters', async () => {
    const plain = await search('US', 'franchise');
    expect(plain.search).toBeUndefined();
    expect(plain.total).toBe(DEMO_OPPORTUNITIES.filter((o) => o.country === 'US').length);
    const pizzaRetail = await search('US', 'pizza', '&category=Retail');
    expect(titles(pizzaRetail)).not.toContain('Crust & Co. Pizza');
    const sorted = await search('US', 'care', '&sort=investment_asc&limit=100');
    const mins = sorted.items.map((i) => i.investmentMin);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
  });

  it('searches every market at once without a country', async () => {
    const res = await t.request('/api/v1/opportunities?search=chai');
    const page = (await res.json()) as OpportunityPageValue;
    expect(titles(page)[0]).toBe('Chai Katha');
  });

  it('suggests brands and industries as people type', async () => {
    const suggest = async (q: string, country = 'US') => {
      const res = await t.request(`/api/v1/search/suggestions?q=${encodeURIComponent(q)}&country=${country}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Suggestions;
    };
    const piz = await suggest('piz');
    expect(piz.brands[0]).toMatchObject({
      title: 'Crust & Co. Pizza',
      country: 'US',
      category: 'Food & Beverage',
    });
    expect(piz.industries).toEqual(['Food & Beverage']);
    // Names that begin with the text come first.
    expect((await suggest('crust & co')).brands[0]!.title).toBe('Crust & Co. Pizza');
    expect((await suggest('fitn')).industries).toEqual(['Health & Fitness']);
    expect((await suggest('tutor')).industries).toContain('Education');
    expect((await suggest('chai', 'IN')).brands[0]!.title).toBe('Chai Katha');
    expect((await suggest('chai')).brands).toEqual([]);
    expect(await suggest('p')).toEqual({ brands: [], industries: [] });
    expect(await suggest('')).toEqual({ brands: [], industries: [] });
    expect((await suggest("pizza'; drop table --")).brands).toEqual([]);
    const tooLong = await t.request(`/api/v1/search/suggestions?q=${'a'.repeat(81)}`);
    expect(tooLong.status).toBe(400);
  });

  it('keeps its vocabulary in step with listings as they are added, changed and withdrawn', async () => {
    const db = t.deps.database.db;
    const [company] = await db.select({ id: franchisors.id }).from(franchisors).limit(1);
    const base = DEMO_OPPORTUNITIES.find((o) => o.country === 'US')!;
    const [row] = await db
      .insert(franchiseOpportunities)
      .values(
        opportunityRow(
          {
            ...base,
            slug: 'zephyrine-gelato-us',
            title: 'Zephyrine Gelato',
            description: 'Gelato churned daily.',
          },
          company!.id,
          new Date(),
        ),
      )
      .returning({ id: franchiseOpportunities.id });
    expect(titles(await search('US', 'zephyrine'))).toEqual(['Zephyrine Gelato']);
    expect(titles(await search('US', 'zephyrin'))).toEqual(['Zephyrine Gelato']); // as typed
    expect(titles(await search('US', 'zephyrime'))).toEqual(['Zephyrine Gelato']); // one typo
    const count = async (term: string) =>
      (
        await db
          .select({ listings: searchTerms.listings })
          .from(searchTerms)
          .where(and(eq(searchTerms.country, 'US'), eq(searchTerms.term, term)))
      )[0]?.listings;
    expect(Number(await count('zephyrine'))).toBe(1);

    await db
      .update(franchiseOpportunities)
      .set({ title: 'Aurelio Gelato' })
      .where(eq(franchiseOpportunities.id, row!.id));
    expect((await search('US', 'zephyrine')).total).toBe(0);
    expect(titles(await search('US', 'aurelio'))).toEqual(['Aurelio Gelato']);
    expect(await count('zephyrine')).toBeUndefined();

    await db
      .update(franchiseOpportunities)
      .set({ status: 'paused' })
      .where(eq(franchiseOpportunities.id, row!.id));
    expect((await search('US', 'aurelio')).total).toBe(0);
    expect(await count('aurelio')).toBeUndefined();
    await db
      .update(franchiseOpportunities)
      .set({ status: 'published' })
      .where(eq(franchiseOpportunities.id, row!.id));
    expect((await search('US', 'aurelio')).total).toBe(1);

    // A new rating changes no words: the vocabulary is not touched.
    const before = Number(await count('gelato'));
    await db
      .update(franchiseOpportunities)
      .set({ ratingAverage: 4.9 })
      .where(eq(franchiseOpportunities.id, row!.id));
    expect(Number(await count('gelato'))).toBe(before);

    await db.delete(franchiseOpportunities).where(eq(franchiseOpportunities.id, row!.id));
    expect((await search('US', 'aurelio')).total).toBe(0);
    expect(await count('aurelio')).toBeUndefined();
  });
});
