/**
 * Cashback on software, AI tools and business services (spec §1: "earn up to 25% back on
 * spends"). One place for the cap, the payout minimums and the disclosure every listing shows.
 */
import { BRAND } from './brand.ts';

/** No offering pays more than this share of a spend back (a higher rate is refused). */
export const CASHBACK_CAP_PCT = 25;

/** The currencies offerings are priced in, spends recorded in and cashback paid out in. */
export const REWARD_CURRENCIES = ['USD', 'INR', 'GBP', 'EUR', 'CAD', 'AUD'] as const;
export type RewardCurrency = (typeof REWARD_CURRENCIES)[number];

/** The smallest payout a member may ask for, in minor units of each currency. */
export const PAYOUT_MINIMUM_MINOR: Record<RewardCurrency, number> = {
  USD: 25_00,
  INR: 2_000_00,
  GBP: 20_00,
  EUR: 25_00,
  CAD: 30_00,
  AUD: 35_00,
};

/** Cashback in minor units: the rate is capped, fractions of a cent are rounded down. */
export function cashbackMinor(amountMinor: number, pct: number): number {
  const rate = Math.min(Math.max(pct, 0), CASHBACK_CAP_PCT);
  return Math.floor((amountMinor * rate) / 100);
}

/** Who pays the cashback and why: shown wherever a cashback rate is. */
export function cashbackDisclosure(vendor: string): string {
  return `${BRAND.name} pays this cashback from the referral fee ${vendor.replace(/\.$/, '')} pays ${BRAND.name} when a member buys through ${BRAND.name}. It does not change the price you pay; it is credited after an admin confirms your purchase with the vendor.`;
}

export const LEDGER_STATUSES = ['pending', 'confirmed', 'paid', 'reversed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/**
 * How a payout reaches the member: a bank transfer (ACH in the US, NEFT/IMPS in India, an IBAN or
 * the local account and bank code elsewhere) or, in rupees only, a UPI id.
 */
export const PAYOUT_METHODS = ['bank', 'upi'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** What the bank code is called in each currency's market (the form's label and its messages). */
export const BANK_CODE_LABEL: Record<RewardCurrency, string> = {
  USD: 'ABA routing number',
  INR: 'IFSC',
  GBP: 'Sort code or BIC',
  EUR: 'BIC',
  CAD: 'Institution and transit number',
  AUD: 'BSB',
};

/** The account as shown outside the admin's audited read: its last four characters. */
export function maskAccount(account: string): string {
  if (account.includes('@')) return `${account.slice(0, 2)}…@${account.split('@').pop()}`;
  return `••••${account.slice(-4)}`;
}

export const SPEND_STATUSES = ['submitted', 'confirmed', 'rejected'] as const;
export type SpendStatus = (typeof SPEND_STATUSES)[number];

export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const OFFERING_STATUSES = ['draft', 'pending_review', 'published', 'rejected'] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];

export const PRICING_MODELS = [
  'free',
  'freemium',
  'subscription',
  'per_seat',
  'one_time',
  'usage',
  'quote',
] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];
export const PRICING_MODEL_LABELS: Record<PricingModel, string> = {
  free: 'Free',
  freemium: 'Free plan + paid tiers',
  subscription: 'Monthly subscription',
  per_seat: 'Per seat per month',
  one_time: 'One-time price',
  usage: 'Pay as you go',
  quote: 'Priced by quote',
};
