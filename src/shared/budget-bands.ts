/**
 * A seeker's investment budget: a band in one currency. The spec's bands are US dollars; an
 * Indian seeker picks rupee bands (lakh, crore) instead. The band's id carries its currency
 * ('inr-10l-25l'), so a stored budget always says what money it is in. Matching converts
 * between the band's currency and a listing's at the dated rates of money.ts.
 */
import { INR_INVESTMENT_BUDGETS, type InvestmentBudget, USD_INVESTMENT_BUDGETS } from './enums.ts';
import { approxUsd, formatMoney, toMinorUnits } from './money.ts';

export type BudgetCurrency = 'USD' | 'INR';

export interface BudgetBand {
  currency: BudgetCurrency;
  /** Whole units of `currency` (dollars, rupees); `max` is Infinity for an open top band. */
  min: number;
  max: number;
  /** Short, for sentences and the insights card: "$100K–$250K", "₹10.0 L – ₹25.0 L". */
  label: string;
  /** How the forms offer it: "$100,000 – $250,000", "₹10.0 L – ₹25.0 L". */
  option: string;
}

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

const inr = (rupees: number) => formatMoney(toMinorUnits(rupees, 'INR'), 'INR');

function inrBand(min: number, max: number): BudgetBand {
  const label =
    max === Number.POSITIVE_INFINITY
      ? `${inr(min)} or more`
      : min === 0
        ? `Up to ${inr(max)}`
        : `${inr(min)} – ${inr(max)}`;
  return { currency: 'INR', min, max, label, option: label };
}

export const BUDGET_BANDS: Record<InvestmentBudget, BudgetBand> = {
  '50k-100k': {
    currency: 'USD',
    min: 50_000,
    max: 100_000,
    label: '$50K–$100K',
    option: '$50,000 – $100,000',
  },
  '100k-250k': {
    currency: 'USD',
    min: 100_000,
    max: 250_000,
    label: '$100K–$250K',
    option: '$100,000 – $250,000',
  },
  '250k-500k': {
    currency: 'USD',
    min: 250_000,
    max: 500_000,
    label: '$250K–$500K',
    option: '$250,000 – $500,000',
  },
  '500k-1m': {
    currency: 'USD',
    min: 500_000,
    max: 1_000_000,
    label: '$500K–$1M',
    option: '$500,000 – $1 million',
  },
  '1m+': {
    currency: 'USD',
    min: 1_000_000,
    max: Number.POSITIVE_INFINITY,
    label: '$1M or more',
    option: 'More than $1 million',
  },
  'inr-up-to-10l': inrBand(0, 10 * LAKH),
  'inr-10l-25l': inrBand(10 * LAKH, 25 * LAKH),
  'inr-25l-50l': inrBand(25 * LAKH, 50 * LAKH),
  'inr-50l-1cr': inrBand(50 * LAKH, CRORE),
  'inr-1cr-5cr': inrBand(CRORE, 5 * CRORE),
  'inr-5cr+': inrBand(5 * CRORE, Number.POSITIVE_INFINITY),
};

const BANDS_BY_CURRENCY: Record<BudgetCurrency, readonly InvestmentBudget[]> = {
  USD: USD_INVESTMENT_BUDGETS,
  INR: INR_INVESTMENT_BUDGETS,
};

/** The currency a seeker in `country` states a budget in: rupees in India, else US dollars. */
export function budgetCurrencyFor(country: string | null | undefined): BudgetCurrency {
  return country === 'IN' ? 'INR' : 'USD';
}

/**
 * The bands a form offers for `country`. A budget already stated in another currency (the
 * seeker moved, or changed the country field) stays on offer so saving does not drop it.
 */
export function budgetOptionsFor(country: string | null | undefined, current?: string | null) {
  const ids: InvestmentBudget[] = [...BANDS_BY_CURRENCY[budgetCurrencyFor(country)]];
  if (current && isInvestmentBudget(current) && !ids.includes(current)) ids.unshift(current);
  return ids.map((id) => ({ value: id, label: BUDGET_BANDS[id].option }));
}

export function isInvestmentBudget(value: string): value is InvestmentBudget {
  return Object.hasOwn(BUDGET_BANDS, value);
}

/** The band's bounds in US dollars at the dated rates of money.ts (FX_RATES_AS_OF). */
export function budgetBandUsd(id: InvestmentBudget): { min: number; max: number } {
  const band = BUDGET_BANDS[id];
  const usd = (n: number) =>
    n === Number.POSITIVE_INFINITY ? n : approxUsd(toMinorUnits(n, band.currency), band.currency);
  return { min: usd(band.min), max: usd(band.max) };
}
