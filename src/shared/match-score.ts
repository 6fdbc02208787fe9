/**
 * The one match score of Franchisio: how well a franchise fits a seeker's stated goals and
 * means. /discover ranks with it on the server, the compare page and recommendations show it
 * on the web; every point comes with a sentence saying why, and a verdict that sorts it into
 * "why this fits you", "what does not fit" or "what we could not check".
 *
 * Honesty rules:
 * - A figure over the seeker's means is called over and scores nothing or little; a range that
 *   only starts inside the budget is not "within" it.
 * - A figure nobody stated (the seeker's or the franchisor's) is "unknown": half the points,
 *   never called a fit.
 * - A budget is a band in its own currency (budget-bands.ts: dollars, or rupees for India); a
 *   listing in another currency is converted at the dated table of money.ts, and the sentence
 *   names the rate and its date; a currency without a rate is not compared at all.
 * Pure: no I/O, same answer on server and web.
 */

import { BUDGET_BANDS, type BudgetCurrency } from './budget-bands.ts';
import type { BusinessExperience, FinancingNeeded, InvestmentBudget, InvestmentTimeline } from './enums.ts';
import { isMarketCode, MARKETS, type MarketCode, placeName } from './markets.ts';
import { FX_RATES_AS_OF, formatMoney, toMajorUnits, toMinorUnits, usdPerUnit } from './money.ts';

export interface MatchGoals {
  investmentBudget: InvestmentBudget | null;
  preferredIndustries: string[];
  /** Profile country and free-text preferred locations. */
  location: string | null;
  preferredLocations: string | null;
  businessExperience: BusinessExperience | null;
  financingNeeded: FinancingNeeded | null;
  investmentTimeline?: InvestmentTimeline | null;
  /** The seeker's stated liquid capital and net worth, whole US dollars; null when not stated. */
  liquidCapitalUsd?: number | null;
  netWorthUsd?: number | null;
}

/** Listing figures in minor units of `currency`; an absent or null figure was not stated. */
export interface MatchListing {
  category: string;
  country: string;
  currency: string;
  investmentMin: number;
  investmentMax: number;
  trainingDays: number | null;
  homeBased: boolean;
  financingAvailable: boolean;
  liquidCapitalMin?: number | null;
  netWorthMin?: number | null;
  territoriesAvailable?: number | null;
}

export const MATCH_FACTORS = [
  'budget',
  'liquidCapital',
  'netWorth',
  'industry',
  'location',
  'timeline',
  'experience',
  'financing',
] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

/** fits: counts for the franchise; partial and misses: does not (fully) fit; unknown: not checked. */
export const MATCH_VERDICTS = ['fits', 'partial', 'misses', 'unknown'] as const;
export type MatchVerdict = (typeof MATCH_VERDICTS)[number];

export interface MatchReason {
  factor: MatchFactor;
  verdict: MatchVerdict;
  points: number;
  max: number;
  text: string;
}

export interface MatchResult {
  /** 0–100: the sum of the points. */
  score: number;
  reasons: MatchReason[];
}

/** Points per factor; they add up to 100. Money weighs most: a franchise one cannot afford is no match. */
export const MATCH_WEIGHTS: Record<MatchFactor, number> = {
  budget: 30,
  liquidCapital: 10,
  netWorth: 5,
  industry: 20,
  location: 15,
  timeline: 5,
  experience: 10,
  financing: 5,
};

const TIMELINE_PHRASE: Record<InvestmentTimeline, string> = {
  immediate: 'right away',
  '3months': 'within 3 months',
  '6months': 'within 6 months',
  '1year': 'within a year',
  '1year+': 'in more than a year',
};

/** $480K, $1.2M, $950: whole dollars, short. */
export function kUsd(n: number): string {
  if (n >= 1_000_000) return `$${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (n >= 1000) return `$${Math.round(n / 1000)}K`;
  return `$${Math.round(n)}`;
}

/**
 * A listing's money in US dollars, with how to say it: "$150K" for dollars, "€400K (in US
 * dollars at €1 = $1.08, rate of 2026-01-01)" otherwise; null when there is no rate for it.
 */
function inUsd(currency: string) {
  return inCurrency(currency, 'USD');
}

const CURRENCY_WORDS: Record<BudgetCurrency, string> = { USD: 'US dollars', INR: 'rupees' };
const UNIT: Record<BudgetCurrency, string> = { USD: '$', INR: '₹' };

/** A whole-unit sum of a budget's currency, short: "$480K", "₹2.0 L", "₹83,333". */
function short(amount: number, currency: BudgetCurrency): string {
  return currency === 'USD' ? kUsd(amount) : formatMoney(toMinorUnits(amount, currency), currency);
}

/**
 * A listing's money in the budget's currency (through US dollars at the dated rates), with how
 * to say it; the note names the rate and its date whenever the two currencies differ.
 */
function inCurrency(currency: string, target: BudgetCurrency) {
  const from = usdPerUnit(currency);
  const to = usdPerUnit(target);
  if (from === null || to === null) return null;
  const rate = from / to;
  const value = (minor: number) => toMajorUnits(minor, currency) * rate;
  const note =
    currency === target
      ? ''
      : ` (in ${CURRENCY_WORDS[target]} at ${formatMoney(100, currency)} = ${UNIT[target]}${Number(rate.toPrecision(4))}, rate of ${FX_RATES_AS_OF})`;
  const own = (minor: number) =>
    currency === 'USD'
      ? kUsd(toMajorUnits(minor, currency))
      : formatMoney(minor, currency, { compact: true });
  return { value, note, own };
}

const half = (max: number) => Math.round(max / 2);

function budget(goals: MatchGoals, l: MatchListing): Omit<MatchReason, 'factor' | 'max'> {
  const max = MATCH_WEIGHTS.budget;
  const band = goals.investmentBudget ? BUDGET_BANDS[goals.investmentBudget] : null;
  if (!band) return { verdict: 'unknown', points: half(max), text: 'No budget in your goals yet.' };
  const fx = inCurrency(l.currency, band.currency);
  if (!fx) {
    return {
      verdict: 'unknown',
      points: half(max),
      text: `Priced in ${l.currency}, for which we hold no exchange rate: not compared with your ${band.label} budget.`,
    };
  }
  const entry = fx.value(l.investmentMin);
  const top = fx.value(l.investmentMax);
  const range = `${fx.own(l.investmentMin)}–${fx.own(l.investmentMax)}`;
  if (top <= band.max) {
    return {
      verdict: 'fits',
      points: max,
      text: `Needs ${range}${fx.note}, within your ${band.label} budget.`,
    };
  }
  if (entry <= band.max) {
    // Only the cheapest set-ups fit: points for the share of the range inside the budget, halved,
    // so a range that merely starts inside the budget scores low.
    const share = (band.max - entry) / (top - entry);
    return {
      verdict: 'partial',
      points: Math.round(max * share * 0.5),
      text: `Needs ${range}${fx.note}: only the lowest end fits your ${band.label} budget; the top is ${short(top - band.max, band.currency)} over it.`,
    };
  }
  return {
    verdict: 'misses',
    points: 0,
    text: `Starts at ${fx.own(l.investmentMin)}${fx.note}, ${short(entry - band.max, band.currency)} over your ${band.label} budget.`,
  };
}

/** Liquid capital or net worth: the franchisor's minimum against what the seeker stated. */
function means(
  what: 'liquid capital' | 'net worth',
  need: number | null | undefined,
  have: number | null | undefined,
  l: MatchListing,
  max: number,
): Omit<MatchReason, 'factor' | 'max'> {
  if (need === null || need === undefined) {
    return { verdict: 'unknown', points: half(max), text: `The franchisor states no minimum ${what}.` };
  }
  const fx = inUsd(l.currency);
  if (!fx) {
    return {
      verdict: 'unknown',
      points: half(max),
      text: `Asks for ${formatMoney(need, l.currency)} in ${what}, in a currency we hold no rate for.`,
    };
  }
  const needUsd = fx.value(need);
  const asks = `Asks for at least ${fx.own(need)} in ${what}${fx.note}`;
  if (have === null || have === undefined) {
    return {
      verdict: 'unknown',
      points: half(max),
      text: `${asks}; add your ${what} to your goals to check.`,
    };
  }
  if (have >= needUsd) return { verdict: 'fits', points: max, text: `${asks}; you stated ${kUsd(have)}.` };
  return {
    verdict: 'misses',
    points: 0,
    text: `${asks}, ${kUsd(needUsd - have)} more than the ${kUsd(have)} you stated.`,
  };
}

function industry(goals: MatchGoals, l: MatchListing): Omit<MatchReason, 'factor' | 'max'> {
  const max = MATCH_WEIGHTS.industry;
  if (!goals.preferredIndustries.length) {
    return { verdict: 'unknown', points: half(max), text: 'No preferred industries in your goals yet.' };
  }
  return goals.preferredIndustries.includes(l.category)
    ? { verdict: 'fits', points: max, text: `${l.category} is one of your preferred industries.` }
    : { verdict: 'misses', points: 0, text: `${l.category} is not among your preferred industries.` };
}

function location(goals: MatchGoals, l: MatchListing): Omit<MatchReason, 'factor' | 'max'> {
  const max = MATCH_WEIGHTS.location;
  const market = MARKETS[l.country as MarketCode];
  const name = isMarketCode(l.country) ? placeName(l.country) : l.country;
  const text = (goals.preferredLocations ?? '').toLowerCase();
  if (!goals.location && !text.trim()) {
    return {
      verdict: 'unknown',
      points: half(max),
      text: `Listed in ${name}; no country or locations in your goals yet.`,
    };
  }
  if (goals.location === l.country)
    return { verdict: 'fits', points: max, text: `Listed in ${name}, your country.` };
  const named =
    market && (text.includes(market.name.toLowerCase()) || text.includes(l.country.toLowerCase()));
  return named
    ? { verdict: 'fits', points: max, text: `Listed in ${name}, one of your preferred locations.` }
    : {
        verdict: 'misses',
        points: 0,
        text: `Listed in ${name}, outside your country and preferred locations.`,
      };
}

/** When the seeker wants to start, against whether a territory is open now. */
function timeline(goals: MatchGoals, l: MatchListing): Omit<MatchReason, 'factor' | 'max'> {
  const max = MATCH_WEIGHTS.timeline;
  const when = goals.investmentTimeline;
  if (!when) return { verdict: 'unknown', points: half(max), text: 'No timeline in your goals yet.' };
  const open = l.territoriesAvailable;
  if (open === null || open === undefined) {
    return {
      verdict: 'unknown',
      points: half(max),
      text: `Open territories not stated, so we cannot tell whether you can start ${TIMELINE_PHRASE[when]}.`,
    };
  }
  if (open > 0) {
    return {
      verdict: 'fits',
      points: max,
      text: `${open} ${open === 1 ? 'territory' : 'territories'} open now, so you can start ${TIMELINE_PHRASE[when]}.`,
    };
  }
  const soon = when === 'immediate' || when === '3months';
  return soon
    ? {
        verdict: 'misses',
        points: 0,
        text: `No territory open now, and you want to start ${TIMELINE_PHRASE[when]}.`,
      }
    : {
        verdict: 'partial',
        points: half(max),
        text: `No territory open now; one may open before you start ${TIMELINE_PHRASE[when]}.`,
      };
}

function experience(goals: MatchGoals, l: MatchListing): Omit<MatchReason, 'factor' | 'max'> {
  const max = MATCH_WEIGHTS.experience;
  const exp = goals.businessExperience;
  if (exp === 'experienced' || exp === 'franchise_veteran') {
    return { verdict: 'fits', points: max, text: 'Your business experience fits any concept.' };
  }
  if (!exp)
    return { verdict: 'unknown', points: half(max), text: 'No business experience in your goals yet.' };
  const days = l.trainingDays;
  const home = l.homeBased ? '; can be run from home' : '';
  if (days === null || days <= 0) {
    return {
      verdict: 'unknown',
      points: half(max),
      text: 'No training figure stated, which matters for a newcomer.',
    };
  }
  if (days >= 10)
    return { verdict: 'fits', points: max, text: `${days} days of training suit a newcomer well${home}.` };
  if (days >= 5) {
    return {
      verdict: 'partial',
      points: Math.round(max * 0.6),
      text: `Only ${days} days of training for a newcomer${home}.`,
    };
  }
  return {
    verdict: 'misses',
    points: Math.round(max * 0.3),
    text: `Only ${days} days of training, little for a newcomer${home}.`,
  };
}

function financing(goals: MatchGoals, l: MatchListing): Omit<MatchReason, 'factor' | 'max'> {
  const max = MATCH_WEIGHTS.financing;
  switch (goals.financingNeeded) {
    case 'yes':
      return l.financingAvailable
        ? { verdict: 'fits', points: max, text: 'Offers financing, which you need.' }
        : { verdict: 'misses', points: 0, text: 'Offers no financing, which you need.' };
    case 'maybe':
      return l.financingAvailable
        ? { verdict: 'fits', points: max, text: 'Offers financing if you want it.' }
        : { verdict: 'partial', points: half(max), text: 'Offers no financing, which you may want.' };
    case 'no':
      return { verdict: 'fits', points: max, text: 'You do not need financing.' };
    default:
      return { verdict: 'unknown', points: half(max), text: 'No financing need in your goals yet.' };
  }
}

export function matchScore(goals: MatchGoals, l: MatchListing): MatchResult {
  const parts: Record<MatchFactor, Omit<MatchReason, 'factor' | 'max'>> = {
    budget: budget(goals, l),
    liquidCapital: means(
      'liquid capital',
      l.liquidCapitalMin,
      goals.liquidCapitalUsd,
      l,
      MATCH_WEIGHTS.liquidCapital,
    ),
    netWorth: means('net worth', l.netWorthMin, goals.netWorthUsd, l, MATCH_WEIGHTS.netWorth),
    industry: industry(goals, l),
    location: location(goals, l),
    timeline: timeline(goals, l),
    experience: experience(goals, l),
    financing: financing(goals, l),
  };
  const reasons = MATCH_FACTORS.map((factor) => ({ factor, max: MATCH_WEIGHTS[factor], ...parts[factor] }));
  return { score: reasons.reduce((s, r) => s + r.points, 0), reasons };
}

/** The reasons sorted for display: what fits, what does not (partly or wholly), what is unknown. */
export function explainMatch(result: MatchResult) {
  return {
    fits: result.reasons.filter((r) => r.verdict === 'fits'),
    doesNotFit: result.reasons.filter((r) => r.verdict === 'misses' || r.verdict === 'partial'),
    unknown: result.reasons.filter((r) => r.verdict === 'unknown'),
  };
}

/** The goals part of a profile (server row or web Profile), as the score reads it. */
export function matchGoalsOf(p: {
  investmentBudget: InvestmentBudget | null;
  preferredIndustries: string[] | null;
  location: string | null;
  preferredLocations: string | null;
  businessExperience: BusinessExperience | null;
  financingNeeded: FinancingNeeded | null;
  investmentTimeline?: InvestmentTimeline | null;
  liquidCapitalUsd?: number | null;
  netWorthUsd?: number | null;
}): MatchGoals {
  return {
    investmentBudget: p.investmentBudget ?? null,
    preferredIndustries: p.preferredIndustries ?? [],
    location: p.location ?? null,
    preferredLocations: p.preferredLocations ?? null,
    businessExperience: p.businessExperience ?? null,
    financingNeeded: p.financingNeeded ?? null,
    investmentTimeline: p.investmentTimeline ?? null,
    liquidCapitalUsd: p.liquidCapitalUsd ?? null,
    netWorthUsd: p.netWorthUsd ?? null,
  };
}

/** Whether a profile has enough goals for "matches for you". */
export function hasMatchGoals(goals: Partial<MatchGoals> | null | undefined): goals is MatchGoals {
  return Boolean(goals && (goals.investmentBudget || goals.preferredIndustries?.length));
}
