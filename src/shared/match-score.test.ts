import { describe, expect, it } from 'vitest';
import { hasMatchGoals, type MatchGoals, type MatchListing, matchScore } from './match-score.ts';

const goals: MatchGoals = {
  investmentBudget: '100k-250k',
  preferredIndustries: ['Retail', 'Education'],
  location: 'US',
  preferredLocations: 'Texas, India',
  businessExperience: 'none',
  financingNeeded: 'yes',
};

const listing: MatchListing = {
  category: 'Retail',
  country: 'US',
  currency: 'USD',
  investmentMin: 150_000_00,
  investmentMax: 220_000_00,
  trainingDays: 14,
  homeBased: false,
  financingAvailable: true,
};

describe('match score', () => {
  it('gives full marks when every goal fits, with one reason per factor', () => {
    const r = matchScore(goals, listing);
    expect(r.score).toBe(100);
    expect(r.reasons.map((x) => x.factor)).toEqual([
      'budget',
      'industry',
      'location',
      'experience',
      'financing',
    ]);
    expect(r.reasons[0]!.text).toBe('Needs about $150K–$220K, within your $100K–$250K budget.');
    expect(r.reasons[1]!.text).toBe('Retail is one of your preferred industries.');
  });

  it('takes points off for each goal that does not fit and says why', () => {
    const r = matchScore(goals, {
      ...listing,
      category: 'Automotive',
      investmentMin: 600_000_00,
      investmentMax: 900_000_00,
      trainingDays: 3,
      financingAvailable: false,
    });
    const by = Object.fromEntries(r.reasons.map((x) => [x.factor, x]));
    expect(by.budget!.points).toBe(0);
    expect(by.budget!.text).toContain('above your $100K–$250K budget');
    expect(by.industry!.points).toBe(0);
    expect(by.experience!.points).toBe(5);
    expect(by.financing!.text).toBe('Offers no financing, which you need.');
    expect(r.score).toBe(15 + 5);
  });

  it('compares Indian listings in rupees against a dollar budget and reads preferred locations', () => {
    // ₹1.2 Cr ≈ $144K
    const r = matchScore(goals, {
      ...listing,
      country: 'IN',
      currency: 'INR',
      investmentMin: 1_20_00_000_00,
      investmentMax: 1_50_00_000_00,
    });
    expect(r.reasons[0]!.points).toBe(35);
    expect(r.reasons[2]).toMatchObject({
      points: 15,
      text: 'Listed in India, one of your preferred locations.',
    });
    const elsewhere = matchScore(goals, { ...listing, country: 'DE', currency: 'EUR' });
    expect(elsewhere.reasons[2]!.points).toBe(0);
  });

  it('needs a budget or industries to match at all', () => {
    expect(hasMatchGoals(null)).toBe(false);
    expect(hasMatchGoals({ ...goals, investmentBudget: null, preferredIndustries: [] })).toBe(false);
    expect(hasMatchGoals(goals)).toBe(true);
  });
});
