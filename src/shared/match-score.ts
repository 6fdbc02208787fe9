/**
 * The explainable match score of /discover: how well a franchise fits a seeker's
 * investment goals. Five factors, each with points out of a maximum and a sentence saying why.
 * Pure: the server ranks with it and the web shows its reasons.
 */
import type { BusinessExperience, FinancingNeeded, InvestmentBudget } from './enums.ts';
import { MARKETS, type MarketCode } from './markets.ts';
import { approxUsd } from './money.ts';

export interface MatchGoals {
  investmentBudget: InvestmentBudget | null;
  preferredIndustries: string[];
  /** Profile country and free-text preferred locations. */
  location: string | null;
  preferredLocations: string | null;
  businessExperience: BusinessExperience | null;
  financingNeeded: FinancingNeeded | null;
}

export interface MatchListing {
  category: string;
  country: string;
  currency: string;
  investmentMin: number;
  investmentMax: number;
  trainingDays: number | null;
  homeBased: boolean;
  financingAvailable: boolean;
}

export type MatchFactor = 'budget' | 'industry' | 'location' | 'experience' | 'financing';

export interface MatchReason {
  factor: MatchFactor;
  points: number;
  max: number;
  text: string;
}

export interface MatchResult {
  score: number;
  reasons: MatchReason[];
}

export const MATCH_WEIGHTS: Record<MatchFactor, number> = {
  budget: 35,
  industry: 25,
  location: 15,
  experience: 15,
  financing: 10,
};

/** Budget bands of the sign-up form (spec §3), in US dollars. */
export const BUDGET_BANDS: Record<InvestmentBudget, { min: number; max: number; label: string }> = {
  '50k-100k': { min: 50_000, max: 100_000, label: '$50K–$100K' },
  '100k-250k': { min: 100_000, max: 250_000, label: '$100K–$250K' },
  '250k-500k': { min: 250_000, max: 500_000, label: '$250K–$500K' },
  '500k-1m': { min: 500_000, max: 1_000_000, label: '$500K–$1M' },
  '1m+': { min: 1_000_000, max: Number.POSITIVE_INFINITY, label: '$1M or more' },
};

function kUsd(n: number) {
  return n >= 1_000_000 ? `$${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M` : `$${Math.round(n / 1000)}K`;
}

export function matchScore(goals: MatchGoals, l: MatchListing): MatchResult {
  const reasons: MatchReason[] = [];

  // Budget: full marks when the entry investment fits the band; less the further above it.
  {
    const max = MATCH_WEIGHTS.budget;
    const band = goals.investmentBudget ? BUDGET_BANDS[goals.investmentBudget] : null;
    const entry = approxUsd(l.investmentMin, l.currency);
    const top = approxUsd(l.investmentMax, l.currency);
    if (!band) {
      reasons.push({
        factor: 'budget',
        points: Math.round(max / 2),
        max,
        text: 'No budget in your goals yet.',
      });
    } else if (entry <= band.max && top >= band.min) {
      reasons.push({
        factor: 'budget',
        points: max,
        max,
        text: `Needs about ${kUsd(entry)}–${kUsd(top)}, within your ${band.label} budget.`,
      });
    } else if (entry > band.max) {
      const over = entry / band.max;
      const points = over <= 1.25 ? Math.round(max * 0.6) : over <= 1.6 ? Math.round(max * 0.3) : 0;
      reasons.push({
        factor: 'budget',
        points,
        max,
        text: `Starts at about ${kUsd(entry)}, above your ${band.label} budget.`,
      });
    } else {
      reasons.push({
        factor: 'budget',
        points: Math.round(max * 0.6),
        max,
        text: `Needs only about ${kUsd(top)} at most, below your ${band.label} budget.`,
      });
    }
  }

  {
    const max = MATCH_WEIGHTS.industry;
    const liked = goals.preferredIndustries.includes(l.category);
    reasons.push({
      factor: 'industry',
      points: liked ? max : 0,
      max,
      text: liked
        ? `${l.category} is one of your preferred industries.`
        : goals.preferredIndustries.length
          ? `${l.category} is not among your preferred industries.`
          : 'No preferred industries in your goals yet.',
    });
  }

  {
    const max = MATCH_WEIGHTS.location;
    const market = MARKETS[l.country as MarketCode];
    const name = l.country === 'US' ? 'the United States' : (market?.name ?? l.country);
    const text = (goals.preferredLocations ?? '').toLowerCase();
    const named =
      market && (text.includes(market.name.toLowerCase()) || text.includes(l.country.toLowerCase()));
    const home = goals.location === l.country;
    reasons.push({
      factor: 'location',
      points: home || named ? max : 0,
      max,
      text: home
        ? `Listed in ${name}, your country.`
        : named
          ? `Listed in ${name}, one of your preferred locations.`
          : `Listed in ${name}, outside your preferred locations.`,
    });
  }

  {
    const max = MATCH_WEIGHTS.experience;
    const exp = goals.businessExperience;
    const days = l.trainingDays ?? 0;
    let points: number;
    let text: string;
    if (exp === 'experienced' || exp === 'franchise_veteran') {
      points = max;
      text = 'Your business experience fits any concept.';
    } else if (exp === 'none' || exp === 'some') {
      points = days >= 10 ? max : days >= 5 ? Math.round(max * 0.6) : Math.round(max * 0.3);
      text =
        days > 0
          ? `${days} days of training${days >= 10 ? ' suit a newcomer well' : ' for a newcomer'}${l.homeBased ? '; can be run from home' : ''}.`
          : 'No training figure stated, which matters for a newcomer.';
    } else {
      points = Math.round(max / 2);
      text = 'No business experience in your goals yet.';
    }
    reasons.push({ factor: 'experience', points, max, text });
  }

  {
    const max = MATCH_WEIGHTS.financing;
    const need = goals.financingNeeded;
    let points: number;
    let text: string;
    if (need === 'yes') {
      points = l.financingAvailable ? max : 0;
      text = l.financingAvailable
        ? 'Offers financing, which you need.'
        : 'Offers no financing, which you need.';
    } else if (need === 'maybe') {
      points = l.financingAvailable ? max : Math.round(max / 2);
      text = l.financingAvailable ? 'Offers financing if you want it.' : 'Offers no financing.';
    } else if (need === 'no') {
      points = max;
      text = 'You do not need financing.';
    } else {
      points = Math.round(max / 2);
      text = 'No financing need in your goals yet.';
    }
    reasons.push({ factor: 'financing', points, max, text });
  }

  return { score: reasons.reduce((s, r) => s + r.points, 0), reasons };
}

/** Whether a profile has enough goals for "matches for you". */
export function hasMatchGoals(goals: Partial<MatchGoals> | null | undefined): goals is MatchGoals {
  return Boolean(goals && (goals.investmentBudget || goals.preferredIndustries?.length));
}
