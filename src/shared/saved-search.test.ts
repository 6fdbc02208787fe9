import { describe, expect, it } from 'vitest';
import {
  canonicalFilters,
  describeSavedSearch,
  passesFilters,
  type SavedSearchFilters,
  type SearchableListing,
  savedSearchHref,
} from './saved-search.ts';

const none: SavedSearchFilters = {
  search: '',
  categories: [],
  homeBased: false,
  veteranDiscount: false,
  financing: false,
};
// ₹15 L – ₹25 L, in paise.
const listing: SearchableListing = {
  country: 'IN',
  currency: 'INR',
  category: 'Food & Beverage',
  investmentMin: 15_00_000_00,
  investmentMax: 25_00_000_00,
  homeBased: false,
  veteranDiscount: false,
  financingAvailable: true,
};

describe('saved search filters', () => {
  it('read the budget bounds as the list query does (major units of the market currency)', () => {
    // A budget holds the whole range: the ₹15.0 L – ₹25.0 L listing fits ₹25.0 L, not ₹15.0 L.
    expect(passesFilters('IN', { ...none, max: 25_00_000 }, listing)).toBe(true);
    expect(passesFilters('IN', { ...none, max: 24_99_999 }, listing)).toBe(false);
    expect(passesFilters('IN', { ...none, max: 15_00_000 }, listing)).toBe(false);
    expect(passesFilters('IN', { ...none, min: 25_00_000 }, listing)).toBe(true);
    expect(passesFilters('IN', { ...none, min: 25_00_001 }, listing)).toBe(false);
  });

  it('need the market, any chosen industry and every ticked flag', () => {
    expect(passesFilters('US', none, listing)).toBe(false);
    expect(passesFilters('IN', { ...none, categories: ['Retail', 'Food & Beverage'] }, listing)).toBe(true);
    expect(passesFilters('IN', { ...none, categories: ['Retail'] }, listing)).toBe(false);
    expect(passesFilters('IN', { ...none, financing: true }, listing)).toBe(true);
    expect(passesFilters('IN', { ...none, homeBased: true }, listing)).toBe(false);
  });

  it('are saved in one canonical form, named and linked to the list page', () => {
    const f = canonicalFilters({
      ...none,
      search: '  filter   coffee ',
      categories: ['Retail', 'Education', 'Retail'],
    });
    expect(f).toEqual({ ...none, search: 'filter coffee', categories: ['Education', 'Retail'] });
    expect(describeSavedSearch('IN', { ...none, min: 10_00_000, max: 25_00_000, financing: true })).toBe(
      '₹10.0 L–₹25.0 L · financing — India',
    );
    expect(describeSavedSearch('US', none)).toBe('All franchises — United States');
    expect(savedSearchHref('US', { ...none, search: 'pizza', homeBased: true })).toBe(
      '/united-states?search=pizza&homeBased=true',
    );
  });
});
