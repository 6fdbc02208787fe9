import { describe, expect, it } from 'vitest';
import { engagementScore, type SegmentActivity, type SegmentProfile, segmentFacts } from './segment-rules.ts';

const empty: SegmentProfile = {
  investmentBudget: null,
  investmentTimeline: null,
  preferredIndustries: [],
  businessExperience: null,
  location: null,
  preferredLocations: null,
};
const full: SegmentProfile = {
  investmentBudget: '250k-500k',
  investmentTimeline: '6months',
  preferredIndustries: ['Food & Beverage', 'Retail'],
  businessExperience: 'some',
  location: 'IN',
  preferredLocations: 'Mumbai, Pune; Delhi',
};
const none: SegmentActivity = { counts: {}, industries: [] };

describe('engagement score (0–100)', () => {
  it('is 0 for an empty profile that did nothing, 20 for a complete one', () => {
    expect(engagementScore(empty, none)).toBe(0);
    expect(engagementScore(full, none)).toBe(20);
  });

  it('adds the weighted acts of the last 30 days: 3 views + 2 bookmarks + 1 inquiry = 3 + 10 + 10', () => {
    expect(engagementScore(empty, { counts: { view: 3, bookmark: 2, inquiry: 1 }, industries: [] })).toBe(23);
  });

  it('caps activity at 80, so the score never passes 100', () => {
    const busy = { counts: { view: 500, inquiry: 40 }, industries: [] };
    expect(engagementScore(empty, busy)).toBe(80);
    expect(engagementScore(full, busy)).toBe(100);
  });
});

describe('segment rules, in order', () => {
  it('new_user: fewer than 5 interactions, no experience, no large budget', () => {
    expect(segmentFacts(full, { counts: { view: 4 }, industries: [] }).segmentType).toBe('new_user');
  });

  it('active_seeker: 5 interactions or more in 30 days', () => {
    expect(segmentFacts(full, { counts: { view: 3, click: 2 }, industries: [] }).segmentType).toBe(
      'active_seeker',
    );
  });

  it('experienced_investor: experienced or franchise veteran, whatever the activity', () => {
    expect(segmentFacts({ ...full, businessExperience: 'experienced' }, none).segmentType).toBe(
      'experienced_investor',
    );
    expect(segmentFacts({ ...full, businessExperience: 'franchise_veteran' }, none).segmentType).toBe(
      'experienced_investor',
    );
  });

  it('high_value: a budget of $500K or more with an engagement score of 40 or more', () => {
    const rich = {
      ...full,
      investmentBudget: '1m+' as const,
      businessExperience: 'franchise_veteran' as const,
    };
    // 20 for the profile + 20 for 2 inquiries = 40.
    expect(segmentFacts(rich, { counts: { inquiry: 2 }, industries: [] })).toMatchObject({
      segmentType: 'high_value',
      engagementScore: 40,
    });
    // 39: not yet; the next rule (experience) applies.
    expect(
      segmentFacts(rich, {
        counts: { inquiry: 1, bookmark: 1, download: 1, click: 0, view: 1 },
        industries: [],
      }),
    ).toMatchObject({ segmentType: 'experienced_investor', engagementScore: 39 });
  });

  it('high_value in rupees: ₹5 Cr or more is worth $600K at the dated rate; ₹1–5 Cr is not', () => {
    const busy = { counts: { inquiry: 2 }, industries: [] };
    expect(segmentFacts({ ...full, investmentBudget: 'inr-5cr+' }, busy).segmentType).toBe('high_value');
    expect(segmentFacts({ ...full, investmentBudget: 'inr-1cr-5cr' }, busy).segmentType).toBe('new_user');
  });
});

describe('preferences', () => {
  it('lists the profile’s industries first, then those of what the seeker looked at, once each', () => {
    const facts = segmentFacts(full, {
      counts: { view: 3 },
      industries: ['Retail', 'Education', 'Senior Care'],
    });
    expect(facts.industryPreferences).toEqual(['Food & Beverage', 'Retail', 'Education', 'Senior Care']);
  });

  it('lists the country, then the preferred places as typed', () => {
    expect(segmentFacts(full, none).locationPreferences).toEqual(['India', 'Mumbai', 'Pune', 'Delhi']);
    expect(segmentFacts(empty, none).locationPreferences).toEqual([]);
  });

  it('names the budget band as the investment range, or none', () => {
    expect(segmentFacts(full, none).investmentRange).toBe('$250K–$500K');
    // An Indian seeker's band, in lakh with one decimal (spec §9).
    expect(segmentFacts({ ...full, investmentBudget: 'inr-10l-25l' }, none).investmentRange).toBe(
      '₹10.0 L – ₹25.0 L',
    );
    expect(segmentFacts(empty, none).investmentRange).toBeNull();
  });
});
