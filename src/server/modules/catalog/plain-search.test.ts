import { describe, expect, it } from 'vitest';
import type { MarketCode } from '../../../shared/markets.ts';
import { OpportunityListQuery } from '../../../shared/schemas/catalog.ts';
import { applyPlainSearch, type PlainFilters, readPlainSearch } from './plain-search.ts';

const cases: { q: string; market: MarketCode | undefined; text: string; filters: PlainFilters }[] = [
  // Budgets in the US: k and m, dollars.
  { q: 'under 50k', market: 'US', text: '', filters: { investmentMax: 50_000 } },
  { q: 'Under $50K', market: 'US', text: '', filters: { investmentMax: 50_000 } },
  { q: 'below 250 thousand', market: 'US', text: '', filters: { investmentMax: 250_000 } },
  { q: 'less than $1.5m', market: 'US', text: '', filters: { investmentMax: 1_500_000 } },
  { q: 'up to 2 million', market: 'US', text: '', filters: { investmentMax: 2_000_000 } },
  { q: 'under 100000', market: 'US', text: '', filters: { investmentMax: 100_000 } },
  { q: 'pizza under $500,000', market: 'US', text: 'pizza', filters: { investmentMax: 500_000 } },
  {
    q: '$100k-$250k',
    market: 'US',
    text: '',
    filters: { investmentMin: 100_000, investmentMax: 250_000 },
  },
  { q: '100-250k', market: 'US', text: '', filters: { investmentMin: 100_000, investmentMax: 250_000 } },
  {
    q: 'between $250k and $100k',
    market: 'US',
    text: '',
    filters: { investmentMin: 100_000, investmentMax: 250_000 },
  },
  { q: 'over 1m', market: 'US', text: '', filters: { investmentMin: 1_000_000 } },
  { q: 'at least $300k', market: 'US', text: '', filters: { investmentMin: 300_000 } },
  { q: '$200k', market: 'US', text: '', filters: { investmentMax: 200_000 } },
  { q: 'budget of $80k coffee', market: 'US', text: 'coffee', filters: { investmentMax: 80_000 } },
  // Budgets in India: lakh and crore, rupees.
  { q: 'below 25 lakh', market: 'IN', text: '', filters: { investmentMax: 2_500_000 } },
  { q: 'under 25 lakhs', market: 'IN', text: '', filters: { investmentMax: 2_500_000 } },
  { q: 'under 10 lac', market: 'IN', text: '', filters: { investmentMax: 1_000_000 } },
  { q: 'less than 1 crore', market: 'IN', text: '', filters: { investmentMax: 10_000_000 } },
  { q: 'under 2 cr', market: 'IN', text: '', filters: { investmentMax: 20_000_000 } },
  {
    q: '1-2 crore',
    market: 'IN',
    text: '',
    filters: { investmentMin: 10_000_000, investmentMax: 20_000_000 },
  },
  {
    q: 'between 10 and 20 lakh',
    market: 'IN',
    text: '',
    filters: { investmentMin: 1_000_000, investmentMax: 2_000_000 },
  },
  {
    q: '50 lakh to 1 crore',
    market: 'IN',
    text: '',
    filters: { investmentMin: 5_000_000, investmentMax: 10_000_000 },
  },
  { q: 'over 1.5 crore', market: 'IN', text: '', filters: { investmentMin: 15_000_000 } },
  { q: 'budget of 50 lakh', market: 'IN', text: '', filters: { investmentMax: 5_000_000 } },
  { q: '₹5,00,000', market: 'IN', text: '', filters: { investmentMax: 500_000 } },
  { q: 'rs 20 lakh', market: 'IN', text: '', filters: { investmentMax: 2_000_000 } },
  { q: 'chai under 30 lakh', market: 'IN', text: 'chai', filters: { investmentMax: 3_000_000 } },
  // Money words of the other market, bare numbers and no market: left as words.
  { q: 'under 50k', market: 'IN', text: 'under 50k', filters: {} },
  { q: 'under 25 lakh', market: 'US', text: 'under 25 lakh', filters: {} },
  { q: '₹20 lakh', market: 'US', text: '₹20 lakh', filters: {} },
  { q: 'under 50k', market: undefined, text: 'under 50k', filters: {} },
  { q: 'forge 45', market: 'US', text: 'forge 45', filters: {} },
  { q: 'pizza 2', market: 'US', text: 'pizza 2', filters: {} },
  { q: '24/7 fitness', market: 'US', text: '24/7', filters: { category: ['Health & Fitness'] } },
  // Flags.
  { q: 'home based', market: 'US', text: '', filters: { homeBased: true } },
  { q: 'Home-based in Texas', market: 'US', text: 'Texas', filters: { homeBased: true } },
  { q: 'work from home', market: 'IN', text: '', filters: { homeBased: true } },
  { q: 'coffee from home', market: 'US', text: 'coffee', filters: { homeBased: true } },
  { q: 'veteran discount', market: 'US', text: '', filters: { veteranDiscount: true } },
  { q: 'veterans', market: 'US', text: '', filters: { veteranDiscount: true } },
  // India has no veteran programme, so no such filter: the words are searched.
  { q: 'veteran discount', market: 'IN', text: 'veteran discount', filters: {} },
  { q: 'financing', market: 'IN', text: '', filters: { financing: true } },
  { q: 'pizza with financing', market: 'US', text: 'pizza', filters: { financing: true } },
  { q: 'home care', market: 'US', text: 'home care', filters: {} },
  // Industries by their everyday words.
  { q: 'kids', market: 'IN', text: '', filters: { category: ['Education', 'Entertainment'] } },
  {
    q: "children's education",
    market: 'IN',
    text: '',
    filters: { category: ['Education', 'Entertainment'] },
  },
  { q: 'fitness', market: 'IN', text: '', filters: { category: ['Health & Fitness'] } },
  { q: 'cleaning', market: 'IN', text: '', filters: { category: ['Home Services'] } },
  { q: 'deep cleaning', market: 'IN', text: 'deep', filters: { category: ['Home Services'] } },
  { q: 'elder care', market: 'US', text: '', filters: { category: ['Senior Care'] } },
  { q: 'pets', market: 'US', text: '', filters: { category: ['Pet Services'] } },
  { q: 'fitness', market: undefined, text: '', filters: { category: ['Health & Fitness'] } },
  // Words for part of an industry stay search words.
  { q: 'gym', market: 'US', text: 'gym', filters: {} },
  { q: 'pizza', market: 'US', text: 'pizza', filters: {} },
  { q: 'fitnes', market: 'IN', text: 'fitnes', filters: {} },
  // Several at once.
  {
    q: 'home-based cleaning business with financing under $150k',
    market: 'US',
    text: 'business',
    filters: { investmentMax: 150_000, homeBased: true, financing: true, category: ['Home Services'] },
  },
  {
    q: 'kids under 10 lakh',
    market: 'IN',
    text: '',
    filters: { investmentMax: 1_000_000, category: ['Education', 'Entertainment'] },
  },
];

describe('readPlainSearch', () => {
  it.each(cases)('$market "$q" → "$text" $filters', ({ q, market, text, filters }) => {
    const read = readPlainSearch(q, market);
    expect(read.text).toBe(text);
    expect(read.filters).toEqual(filters);
  });

  it('labels budgets in the market’s money and names the words it read', () => {
    expect(readPlainSearch('under 50k', 'US').understood).toEqual([
      { kind: 'investmentMax', value: 50_000, label: 'Investment up to $50,000', words: 'under 50k' },
    ]);
    expect(readPlainSearch('below 25 lakh', 'IN').understood).toEqual([
      { kind: 'investmentMax', value: 2_500_000, label: 'Investment up to ₹25.0 L', words: 'below 25 lakh' },
    ]);
    expect(readPlainSearch('1-2 crore', 'IN').understood.map((u) => u.label)).toEqual([
      'Investment from ₹1.0 Cr',
      'Investment up to ₹2.0 Cr',
    ]);
    expect(readPlainSearch('home based kids', 'US').understood).toEqual([
      { kind: 'homeBased', value: true, label: 'Home-based', words: 'home based' },
      {
        kind: 'category',
        value: ['Education', 'Entertainment'],
        label: 'Education or Entertainment',
        words: 'kids',
      },
    ]);
  });

  it('leaves to the text what the request already filters on', () => {
    const read = readPlainSearch('home based under 50k', 'US', new Set(['investmentMax', 'homeBased']));
    expect(read.filters).toEqual({});
    expect(read.text).toBe('home based under 50k');
  });
});

describe('applyPlainSearch', () => {
  const query = (q: Record<string, string>) => OpportunityListQuery.parse(q);

  it('turns readings into the list’s filters and keeps the words left', () => {
    const { query: q, understood } = applyPlainSearch(
      query({ country: 'US', search: 'pizza under 50k with financing' }),
    );
    expect(q).toMatchObject({ search: 'pizza', investmentMax: 50_000, financing: true });
    expect(understood?.map((u) => u.kind)).toEqual(['investmentMax', 'financing']);
  });

  it('answers a search that is all filters as a list', () => {
    expect(applyPlainSearch(query({ country: 'US', search: 'under 50k' })).query.search).toBeUndefined();
  });

  it('reads nothing with literal=1, or without a search', () => {
    const literal = applyPlainSearch(query({ country: 'US', search: 'under 50k', literal: '1' }));
    expect(literal).toEqual({ query: expect.objectContaining({ search: 'under 50k' }), understood: [] });
    expect(applyPlainSearch(query({ country: 'US' })).understood).toBeUndefined();
  });

  it('keeps an explicit filter over a reading of the same filter', () => {
    const { query: q, understood } = applyPlainSearch(
      query({ country: 'IN', search: 'kids below 25 lakh', category: 'Retail' }),
    );
    expect(q.category).toEqual(['Retail']);
    expect(q.investmentMax).toBe(2_500_000);
    expect(q.search).toBe('kids');
    expect(understood?.map((u) => u.kind)).toEqual(['investmentMax']);
  });
});
