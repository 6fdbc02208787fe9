import { describe, expect, it } from 'vitest';
import {
  explainMatch,
  hasMatchGoals,
  MATCH_WEIGHTS,
  type MatchGoals,
  type MatchListing,
  matchGoalsOf,
  matchScore,
} from './match-score.ts';
import { FX_RATES_AS_OF } from './money.ts';

const goals: MatchGoals = {
  investmentBudget: '100k-250k',
  preferredIndustries: ['Retail', 'Education'],
  location: 'US',
  preferredLocations: 'Texas, India',
  businessExperience: 'none',
  financingNeeded: 'yes',
  investmentTimeline: '3months',
  liquidCapitalUsd: 80_000,
  netWorthUsd: 400_000,
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
  liquidCapitalMin: 50_000_00,
  netWorthMin: 250_000_00,
  territoriesAvailable: 12,
};

const by = (goalsIn: MatchGoals, l: MatchListing) =>
  Object.fromEntries(matchScore(goalsIn, l).reasons.map((r) => [r.factor, r]));

describe('match score', () => {
  it('weights add up to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives full marks when every goal fits, with one reason per factor, all under "fits"', () => {
    const r = matchScore(goals, listing);
    expect(r.score).toBe(100);
    expect(r.reasons.map((x) => x.factor)).toEqual([
      'budget',
      'liquidCapital',
      'netWorth',
      'industry',
      'location',
      'timeline',
      'experience',
      'financing',
    ]);
    expect(r.reasons[0]!.text).toBe('Needs $150K–$220K, within your $100K–$250K budget.');
    expect(r.reasons[1]!.text).toBe('Asks for at least $50K in liquid capital; you stated $80K.');
    const e = explainMatch(r);
    expect(e.fits).toHaveLength(8);
    expect(e.doesNotFit).toHaveLength(0);
  });

  it('the issue case: a $480K–$890K franchise is not "within" a $250K–$500K budget and scores low', () => {
    const b = by(
      { ...goals, investmentBudget: '250k-500k' },
      {
        ...listing,
        investmentMin: 480_000_00,
        investmentMax: 890_000_00,
      },
    ).budget!;
    expect(b.verdict).toBe('partial');
    expect(b.text).not.toContain('within');
    expect(b.text).toBe(
      'Needs $480K–$890K: only the lowest end fits your $250K–$500K budget; the top is $390K over it.',
    );
    // 20K of a 410K range fits: 30 × 0.049 × 0.5 ≈ 1 point of 30.
    expect(b.points).toBe(1);
  });

  it('just over budget: one dollar above the band is over budget, no points, under "does not fit"', () => {
    const r = matchScore(goals, { ...listing, investmentMin: 250_001_00, investmentMax: 300_000_00 });
    const b = r.reasons[0]!;
    expect(b).toMatchObject({ verdict: 'misses', points: 0 });
    expect(b.text).toBe('Starts at $250K, $1 over your $100K–$250K budget.');
    expect(explainMatch(r).doesNotFit.map((x) => x.factor)).toEqual(['budget']);
    // Exactly at the top of the band still fits.
    expect(
      by(goals, { ...listing, investmentMin: 200_000_00, investmentMax: 250_000_00 }).budget!.verdict,
    ).toBe('fits');
  });

  it('liquid capital and net worth below the franchise minimum do not fit, with the shortfall', () => {
    const r = by({ ...goals, liquidCapitalUsd: 30_000, netWorthUsd: 100_000 }, listing);
    expect(r.liquidCapital).toMatchObject({ verdict: 'misses', points: 0 });
    expect(r.liquidCapital!.text).toBe(
      'Asks for at least $50K in liquid capital, $20K more than the $30K you stated.',
    );
    expect(r.netWorth).toMatchObject({ verdict: 'misses', points: 0 });
  });

  it('unknown figures are "unknown" with half the points, never a fit', () => {
    const r = matchScore(
      {
        ...goals,
        liquidCapitalUsd: null,
        netWorthUsd: undefined,
        investmentTimeline: null,
        businessExperience: null,
        financingNeeded: null,
      },
      { ...listing, liquidCapitalMin: 60_000_00, netWorthMin: null, territoriesAvailable: null },
    );
    const u = explainMatch(r).unknown;
    expect(u.map((x) => x.factor)).toEqual([
      'liquidCapital',
      'netWorth',
      'timeline',
      'experience',
      'financing',
    ]);
    for (const x of u) expect(x.points).toBe(Math.round(x.max / 2));
    expect(u[0]!.text).toBe(
      'Asks for at least $60K in liquid capital; add your liquid capital to your goals to check.',
    );
    expect(u[1]!.text).toBe('The franchisor states no minimum net worth.');
    // A listing stated without training days leaves a newcomer's experience unknown too.
    expect(by(goals, { ...listing, trainingDays: null }).experience!.verdict).toBe('unknown');
    // No budget at all: unknown, not "within".
    expect(by({ ...goals, investmentBudget: null }, listing).budget).toMatchObject({
      verdict: 'unknown',
      points: 15,
    });
  });

  it('another currency is converted at the dated rate, and the sentence names rate and date', () => {
    // €150K at $1.08 = $162K, inside $100K–$250K; €250K = $270K is over.
    const eur = {
      ...listing,
      country: 'DE',
      currency: 'EUR',
      investmentMin: 150_000_00,
      investmentMax: 200_000_00,
    };
    const ok = by(goals, eur).budget!;
    expect(ok.verdict).toBe('fits');
    expect(ok.text).toContain(`rate of ${FX_RATES_AS_OF}`);
    expect(ok.text).toContain('= $1.08');
    const over = by(goals, { ...eur, investmentMin: 250_000_00, investmentMax: 300_000_00 }).budget!;
    expect(over.verdict).toBe('misses');
    expect(over.text).toContain('$20K over your $100K–$250K budget');
    // ₹1.2 Cr at $0.012 ≈ $144K: inside the band; India named among preferred locations.
    const inr = by(goals, {
      ...listing,
      country: 'IN',
      currency: 'INR',
      investmentMin: 1_20_00_000_00,
      investmentMax: 1_50_00_000_00,
      liquidCapitalMin: null,
      netWorthMin: null,
    });
    expect(inr.budget!.verdict).toBe('fits');
    expect(inr.budget!.text).toBe(
      `Needs ₹1.2 Cr–₹1.5 Cr (in US dollars at ₹1 = $0.012, rate of ${FX_RATES_AS_OF}), within your $100K–$250K budget.`,
    );
    expect(inr.location).toMatchObject({
      verdict: 'fits',
      text: 'Listed in India, one of your preferred locations.',
    });
  });

  describe('a budget in rupees (an Indian seeker, ₹10–25 L)', () => {
    const indian: MatchGoals = { ...goals, investmentBudget: 'inr-10l-25l', location: 'IN' };
    const inrListing: MatchListing = {
      ...listing,
      country: 'IN',
      currency: 'INR',
      investmentMin: 12_00_000_00,
      investmentMax: 20_00_000_00,
      liquidCapitalMin: null,
      netWorthMin: null,
    };

    it('compares a rupee listing in rupees, with no rate and no conversion', () => {
      const b = by(indian, inrListing).budget!;
      expect(b).toMatchObject({ verdict: 'fits', points: 30 });
      expect(b.text).toBe('Needs ₹12.0 L–₹20.0 L, within your ₹10.0 L – ₹25.0 L budget.');
      // Exactly the top of the band still fits.
      expect(by(indian, { ...inrListing, investmentMax: 25_00_000_00 }).budget!.verdict).toBe('fits');
    });

    it('just over budget: one rupee above ₹25 L is over, no points', () => {
      const b = by(indian, { ...inrListing, investmentMin: 25_00_001_00, investmentMax: 30_00_000_00 })
        .budget!;
      expect(b).toMatchObject({ verdict: 'misses', points: 0 });
      expect(b.text).toBe('Starts at ₹25.0 L, ₹1 over your ₹10.0 L – ₹25.0 L budget.');
    });

    it('a range that only starts inside the band is partial and says by how much the top is over', () => {
      const b = by(indian, { ...inrListing, investmentMin: 20_00_000_00, investmentMax: 40_00_000_00 })
        .budget!;
      // ₹5 L of a ₹20 L range fits: 30 × 0.25 × 0.5 = 3.75 → 4.
      expect(b).toMatchObject({ verdict: 'partial', points: 4 });
      expect(b.text).toBe(
        'Needs ₹20.0 L–₹40.0 L: only the lowest end fits your ₹10.0 L – ₹25.0 L budget; the top is ₹15.0 L over it.',
      );
    });

    it('converts a dollar listing to rupees at the dated rate and says so', () => {
      // $15K–$28K at ₹83.33 per dollar: ₹12.5 L–₹23.3 L, inside ₹10–25 L.
      const usd = {
        ...inrListing,
        country: 'US',
        currency: 'USD',
        investmentMin: 15_000_00,
        investmentMax: 28_000_00,
      };
      const ok = by(indian, usd).budget!;
      expect(ok.verdict).toBe('fits');
      expect(ok.text).toBe(
        `Needs $15K–$28K (in rupees at $1 = ₹83.33, rate of ${FX_RATES_AS_OF}), within your ₹10.0 L – ₹25.0 L budget.`,
      );
      // $31K is ₹25.8 L: $1 over the band's $30K is over the budget too.
      const over = by(indian, { ...usd, investmentMin: 30_001_00, investmentMax: 40_000_00 }).budget!;
      expect(over).toMatchObject({ verdict: 'misses', points: 0 });
      expect(over.text).toBe(
        `Starts at $30K (in rupees at $1 = ₹83.33, rate of ${FX_RATES_AS_OF}), ₹83 over your ₹10.0 L – ₹25.0 L budget.`,
      );
      // The case in rupees: a $480K franchise is far over a ₹10–25 L budget.
      expect(
        by(indian, { ...usd, investmentMin: 480_000_00, investmentMax: 890_000_00 }).budget!.verdict,
      ).toBe('misses');
    });
  });

  it('a currency without a rate is not compared (not treated as dollars)', () => {
    const r = by(goals, {
      ...listing,
      currency: 'JPY',
      country: 'JP',
      investmentMin: 20_000_000,
      investmentMax: 30_000_000,
    });
    expect(r.budget!.verdict).toBe('unknown');
    expect(r.budget!.text).toContain('no exchange rate');
    expect(r.liquidCapital!.verdict).toBe('unknown');
  });

  it('timeline: no territory open misses a seeker starting soon, is partial for a later start', () => {
    expect(by(goals, { ...listing, territoriesAvailable: 0 }).timeline!.verdict).toBe('misses');
    expect(
      by({ ...goals, investmentTimeline: '1year' }, { ...listing, territoriesAvailable: 0 }).timeline,
    ).toMatchObject({
      verdict: 'partial',
      points: 3,
    });
  });

  it('takes points off for each goal that does not fit and says why', () => {
    const r = by(goals, {
      ...listing,
      category: 'Automotive',
      country: 'DE',
      currency: 'EUR',
      trainingDays: 3,
      financingAvailable: false,
    });
    expect(r.industry).toMatchObject({ verdict: 'misses', points: 0 });
    expect(r.location!.text).toBe('Listed in Germany, outside your country and preferred locations.');
    expect(r.experience).toMatchObject({ verdict: 'misses', points: 3 });
    expect(r.financing!.text).toBe('Offers no financing, which you need.');
  });

  it('reads goals from a profile and needs a budget or industries to match at all', () => {
    const g = matchGoalsOf({
      investmentBudget: '50k-100k',
      preferredIndustries: null,
      location: null,
      preferredLocations: null,
      businessExperience: null,
      financingNeeded: null,
    });
    expect(g).toMatchObject({ preferredIndustries: [], liquidCapitalUsd: null, investmentTimeline: null });
    expect(hasMatchGoals(null)).toBe(false);
    expect(hasMatchGoals({ ...goals, investmentBudget: null, preferredIndustries: [] })).toBe(false);
    expect(hasMatchGoals(goals)).toBe(true);
  });
});
