import {
  describeLimit,
  KREDIT_DECISION_HOURS,
  KREDIT_DOCUMENT,
  KREDIT_MIN_MONTHS_TRADING,
  KREDIT_RENEWAL_MONTHS,
  KREDIT_REVENUE_MULTIPLE,
  kreditCurrencyFor,
  kreditLimitIn,
} from '../../../shared/kredit.ts';
import type { MarketCode } from '../../../shared/markets.ts';

export interface KreditTerms {
  currency: string;
  yearlyLimit: { minor: number; currency: string; text: string };
  decisionHours: number;
  renewalMonths: number;
  terms: { title: string; text: string }[];
  eligibility: { notEligible: string[]; needsMoreInformation: string[] };
  documents: string;
}

/**
 * What the site states of Kredit (its /kredit page and docs/kredit.md), for one market's
 * currency: the limit is converted at the dated rate the applications use (shared/kredit.ts).
 */
export function kreditTerms(market?: MarketCode): KreditTerms {
  const currency = kreditCurrencyFor(market);
  const limit = kreditLimitIn(currency);
  const limitText = describeLimit(limit);
  return {
    currency,
    yearlyLimit: { minor: limit.minor, currency, text: limitText },
    decisionHours: KREDIT_DECISION_HOURS,
    renewalMonths: KREDIT_RENEWAL_MONTHS,
    terms: [
      {
        title: 'Yearly limit',
        text: `Up to ${limitText} a year of working capital for a franchise business, sized to its revenue.`,
      },
      { title: 'No hidden fees', text: 'Every cost is shown before you accept. Nothing is added later.' },
      {
        title: `Decision within ${KREDIT_DECISION_HOURS} hours`,
        text: `A reviewer decides a complete application within ${KREDIT_DECISION_HOURS} hours of its submission (or of the applicant's answer to a question).`,
      },
      { title: 'Any business expense', text: 'Stock, payroll, equipment, marketing or rent: you decide.' },
      {
        title: 'Renewed every year',
        text: `Renewal is offered ${KREDIT_RENEWAL_MONTHS} months after an approval; from then that approval no longer counts against the limit.`,
      },
    ],
    eligibility: {
      notEligible: [
        'the amount is more than what is left of the yearly limit (approvals of the last 11 months and requests waiting for a decision count against it)',
        'the monthly revenue (or, for a franchise being bought, the expected revenue) is zero',
      ],
      needsMoreInformation: [
        'the profile has no country or no phone number',
        'the business stage, the amount or the revenue is not given',
        `an operating business has traded for less than ${KREDIT_MIN_MONTHS_TRADING} months`,
        `the amount is more than ${KREDIT_REVENUE_MULTIPLE} months of (expected) revenue`,
        'no proof of identity or no bank statement is attached (both are required to submit)',
      ],
    },
    documents: `Proof of identity and bank statements as PDF, JPEG, PNG or WebP, at most ${KREDIT_DOCUMENT.maxBytes / 1048576} MB each and ${KREDIT_DOCUMENT.maxPerApplication} per application.`,
  };
}
