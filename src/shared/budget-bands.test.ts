import { describe, expect, it } from 'vitest';
import { BUDGET_BANDS, budgetBandUsd, budgetCurrencyFor, budgetOptionsFor } from './budget-bands.ts';
import { INVESTMENT_BUDGETS } from './enums.ts';

describe('budget bands', () => {
  it('every stored value has a band, and the rupee bands carry their currency in the id', () => {
    for (const id of INVESTMENT_BUDGETS) {
      expect(BUDGET_BANDS[id].currency).toBe(id.startsWith('inr-') ? 'INR' : 'USD');
      expect(BUDGET_BANDS[id].min).toBeLessThan(BUDGET_BANDS[id].max);
    }
  });

  it('writes rupee bands in lakh and crore with one decimal (spec §9)', () => {
    expect(BUDGET_BANDS['inr-10l-25l']).toMatchObject({ min: 10_00_000, max: 25_00_000 });
    expect(BUDGET_BANDS['inr-10l-25l'].label).toBe('₹10.0 L – ₹25.0 L');
    expect(BUDGET_BANDS['inr-up-to-10l'].label).toBe('Up to ₹10.0 L');
    expect(BUDGET_BANDS['inr-50l-1cr'].label).toBe('₹50.0 L – ₹1.0 Cr');
    expect(BUDGET_BANDS['inr-5cr+'].label).toBe('₹5.0 Cr or more');
  });

  it('offers rupee bands to an Indian seeker and dollar bands to everyone else', () => {
    expect(budgetCurrencyFor('IN')).toBe('INR');
    expect(budgetCurrencyFor('US')).toBe('USD');
    expect(budgetCurrencyFor('DE')).toBe('USD');
    expect(budgetCurrencyFor(null)).toBe('USD');
    expect(budgetOptionsFor('IN').map((o) => o.value)).toEqual([
      'inr-up-to-10l',
      'inr-10l-25l',
      'inr-25l-50l',
      'inr-50l-1cr',
      'inr-1cr-5cr',
      'inr-5cr+',
    ]);
    expect(budgetOptionsFor('US')[0]).toEqual({ value: '50k-100k', label: '$50,000 – $100,000' });
  });

  it('keeps a budget stated in another currency on offer, first, so saving does not drop it', () => {
    const options = budgetOptionsFor('US', 'inr-10l-25l');
    expect(options[0]).toEqual({ value: 'inr-10l-25l', label: '₹10.0 L – ₹25.0 L' });
    expect(options).toHaveLength(6);
    expect(budgetOptionsFor('IN', 'inr-10l-25l')).toHaveLength(6);
    expect(budgetOptionsFor('IN', 'nonsense')).toHaveLength(6);
  });

  it('converts a band to US dollars at the dated rate: ₹10–25 L is $12K–$30K', () => {
    const usd = budgetBandUsd('inr-10l-25l');
    expect(usd.min).toBeCloseTo(12_000, 6);
    expect(usd.max).toBeCloseTo(30_000, 6);
    expect(budgetBandUsd('1m+')).toEqual({ min: 1_000_000, max: Number.POSITIVE_INFINITY });
    expect(budgetBandUsd('inr-5cr+').max).toBe(Number.POSITIVE_INFINITY);
  });
});
