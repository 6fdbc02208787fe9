/**
 * Kredit, the working-capital programme (spec §1, §9): its limit, clock, statuses and the
 * pre-qualification rules. One module for the web (form, pages) and the server (checks).
 * docs/kredit.md explains each rule.
 */
import { MARKETS, type MarketCode } from './markets.ts';
import {
  APPROX_USD_PER_UNIT,
  convertMinor,
  FX_RATES_AS_OF,
  formatMoney,
  toMajorUnits,
  toMinorUnits,
} from './money.ts';

/** Spec §9: up to $10,000 a year. The one place the limit is written. */
export const KREDIT_YEARLY_LIMIT = { minor: 10_000_00, currency: 'USD' } as const;

/** Spec §1: approval within 24 hours of submission. */
export const KREDIT_DECISION_HOURS = 24;
/** Renewal is offered this many months after an approval; from then it no longer counts against the limit. */
export const KREDIT_RENEWAL_MONTHS = 11;

export const KREDIT_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'more_info_requested',
  'approved',
  'rejected',
  'disbursed',
] as const;
export type KreditStatus = (typeof KREDIT_STATUSES)[number];

export const KREDIT_STATUS_LABELS: Record<KreditStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  more_info_requested: 'More information requested',
  approved: 'Approved',
  rejected: 'Rejected',
  disbursed: 'Disbursed',
};

/** Applications waiting for a reviewer: the 24-hour clock runs for these. */
export const KREDIT_OPEN_STATUSES: readonly KreditStatus[] = ['submitted', 'under_review'];
/** Applications whose requested amount is held against the yearly limit until decided. */
export const KREDIT_PENDING_STATUSES: readonly KreditStatus[] = [
  'submitted',
  'under_review',
  'more_info_requested',
];

export const KREDIT_DOCUMENT_KINDS = ['id', 'bank_statement', 'other'] as const;
export type KreditDocumentKind = (typeof KREDIT_DOCUMENT_KINDS)[number];
export const KREDIT_DOCUMENT_LABELS: Record<KreditDocumentKind, string> = {
  id: 'Proof of identity',
  bank_statement: 'Bank statement',
  other: 'Other document',
};
/** Documents are PDFs or pictures (read from their bytes), at most 10 MB, at most 12 per application. */
export const KREDIT_DOCUMENT = { maxBytes: 10 * 1024 * 1024, maxPerApplication: 12 } as const;

export const KREDIT_TEXT_LIMITS = {
  name: 120,
  businessName: 160,
  city: 120,
  purposeDetails: { min: 20, max: 2000 },
  message: { min: 10, max: 2000 },
  reason: { min: 10, max: 1000 },
} as const;

/** The minimum trading history for an operating business to be likely to qualify. */
export const KREDIT_MIN_MONTHS_TRADING = 6;
/** A request above this many months of revenue needs a closer look. */
export const KREDIT_REVENUE_MULTIPLE = 3;

/** The currency a Kredit application is made in: the market's, else US dollars. */
export function kreditCurrencyFor(country: string | null | undefined): string {
  return (country && MARKETS[country as MarketCode]?.currency) || KREDIT_YEARLY_LIMIT.currency;
}

export interface KreditLimit {
  /** The yearly limit in `currency`, whole units (rounded down). */
  minor: number;
  currency: string;
  /** US dollars per unit of `currency`, and the day that rate was read. */
  usdPerUnit: number;
  rateDate: string;
}

/** The $10,000 yearly limit in `currency`, at the dated rate (money.ts). */
export function kreditLimitIn(currency: string): KreditLimit {
  const usdPerUnit = APPROX_USD_PER_UNIT[currency] ?? 1;
  const limitUsd = toMajorUnits(KREDIT_YEARLY_LIMIT.minor, KREDIT_YEARLY_LIMIT.currency);
  const major = currency === KREDIT_YEARLY_LIMIT.currency ? limitUsd : Math.floor(limitUsd / usdPerUnit);
  return { minor: toMinorUnits(major, currency), currency, usdPerUnit, rateDate: FX_RATES_AS_OF };
}

/** "₹8.3 L (the equivalent of $10,000 at the rate of 2026-01-01)". */
export function describeLimit(limit: KreditLimit): string {
  const usd = formatMoney(KREDIT_YEARLY_LIMIT.minor, KREDIT_YEARLY_LIMIT.currency);
  if (limit.currency === KREDIT_YEARLY_LIMIT.currency) return usd;
  return `${formatMoney(limit.minor, limit.currency)} (the equivalent of ${usd} at the rate of ${limit.rateDate})`;
}

/** When the reviewers' decision is due: 24 hours after submission (or after the applicant's answer). */
export function decisionDueFrom(from: Date): Date {
  return new Date(from.getTime() + KREDIT_DECISION_HOURS * 60 * 60 * 1000);
}

/** The day renewal is offered for an approval. */
export function renewalDate(approvedAt: Date): Date {
  const d = new Date(approvedAt);
  d.setUTCMonth(d.getUTCMonth() + KREDIT_RENEWAL_MONTHS);
  return d;
}

/** What an application holds against the yearly limit. */
export interface KreditUse {
  status: KreditStatus;
  currency: string;
  amountMinor: number | null;
  approvedAmountMinor: number | null;
  decidedAt: Date | null;
}

/**
 * How much of the yearly limit other applications use, in `currency`: an approval counts until
 * its renewal date (11 months on); an application waiting for a decision holds its request.
 */
export function kreditUsed(applications: KreditUse[], currency: string, now: Date = new Date()): number {
  let used = 0;
  for (const a of applications) {
    const approved = (a.status === 'approved' || a.status === 'disbursed') && a.decidedAt;
    if (approved && renewalDate(a.decidedAt!) > now) {
      used += convertMinor(a.approvedAmountMinor ?? 0, a.currency, currency);
    } else if (KREDIT_PENDING_STATUSES.includes(a.status)) {
      used += convertMinor(a.amountMinor ?? 0, a.currency, currency);
    }
  }
  return used;
}

/** "5 h 12 min left", "2 h 3 min overdue". */
export function describeClock(dueAt: Date, now: Date = new Date()): { text: string; overdue: boolean } {
  const ms = dueAt.getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const span = minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  return ms >= 0 ? { text: `${span} left`, overdue: false } : { text: `${span} overdue`, overdue: true };
}

export type PrequalificationOutcome = 'likely' | 'needs_more_info' | 'not_eligible';

export interface PrequalificationInput {
  /** From the profile. */
  profile: { country: string | null; phone: string | null };
  answers: {
    stage?: 'operating' | 'buying' | null;
    monthsTrading?: number | null;
    amountMinor?: number | null;
    monthlyRevenueMinor?: number | null;
  };
  /** What is left of the yearly limit for this applicant, in the application's currency. */
  remainingMinor: number;
  currency: string;
  documents: { id: number; bankStatement: number };
}

export interface Prequalification {
  outcome: PrequalificationOutcome;
  /** Each reason is a sentence the applicant reads after "because". */
  reasons: string[];
}

/**
 * Pre-qualification, before submitting: "not eligible" rules first, then what a reviewer would
 * need; "likely" when none applies. Never a decision: a reviewer decides (docs/kredit.md).
 */
export function prequalify(input: PrequalificationInput): Prequalification {
  const { answers, currency } = input;
  const money = (minor: number) => formatMoney(minor, currency);
  const notEligible: string[] = [];
  const needs: string[] = [];

  if (answers.amountMinor != null && answers.amountMinor > input.remainingMinor) {
    notEligible.push(
      input.remainingMinor > 0
        ? `the amount is more than the ${money(input.remainingMinor)} left of your yearly limit`
        : 'you have used your whole yearly limit; you can renew when your renewal is offered',
    );
  }
  if (answers.monthlyRevenueMinor === 0) {
    notEligible.push(
      answers.stage === 'buying'
        ? 'the franchise you are buying is not expected to earn any revenue'
        : 'the business has no monthly revenue',
    );
  }
  if (notEligible.length > 0) return { outcome: 'not_eligible', reasons: notEligible };

  if (!input.profile.country) needs.push('your profile has no country');
  if (!input.profile.phone) needs.push('your profile has no phone number');
  if (!answers.stage) needs.push('you have not said whether you run or are buying the franchise');
  if (answers.amountMinor == null) needs.push('you have not chosen an amount');
  if (answers.monthlyRevenueMinor == null) needs.push('you have not given the monthly revenue');
  if (
    answers.stage === 'operating' &&
    answers.monthsTrading != null &&
    answers.monthsTrading < KREDIT_MIN_MONTHS_TRADING
  ) {
    needs.push(`the business has traded for less than ${KREDIT_MIN_MONTHS_TRADING} months`);
  }
  if (
    answers.amountMinor != null &&
    answers.monthlyRevenueMinor != null &&
    answers.monthlyRevenueMinor > 0 &&
    answers.amountMinor > KREDIT_REVENUE_MULTIPLE * answers.monthlyRevenueMinor
  ) {
    needs.push(
      `the amount is more than ${KREDIT_REVENUE_MULTIPLE} months of ${answers.stage === 'buying' ? 'expected ' : ''}revenue`,
    );
  }
  if (input.documents.id === 0) needs.push('no proof of identity is attached');
  if (input.documents.bankStatement === 0) needs.push('no bank statement is attached');
  if (needs.length > 0) return { outcome: 'needs_more_info', reasons: needs };
  return { outcome: 'likely', reasons: ['your answers and documents meet every pre-qualification rule'] };
}

export const PREQUALIFICATION_LABELS: Record<PrequalificationOutcome, string> = {
  likely: 'Likely to qualify',
  needs_more_info: 'Needs more information',
  not_eligible: 'Not eligible',
};
