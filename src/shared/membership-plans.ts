/**
 * Franchisor membership plans and the markets franchisors join from: data, read by the join
 * pages, the registration form and the server (prices, live-listing limits, checkout). Prices are
 * in minor units of the billing currency; a market bills in its own currency.
 */

export const PLAN_IDS = ['basic', 'yearly', 'lifetime'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CURRENCIES = ['USD', 'INR', 'GBP'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

export interface MembershipPlan {
  id: PlanId;
  name: string;
  /** `free` never expires and costs nothing; `year` runs 12 months; `lifetime` is paid once. */
  term: 'free' | 'year' | 'lifetime';
  /** How many listings may be published at once. */
  liveListingLimit: number;
  summary: string;
  features: readonly string[];
  prices: Record<BillingCurrency, number>;
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    id: 'basic',
    name: 'Basic listing',
    term: 'free',
    liveListingLimit: 1,
    summary: 'One live listing, free for as long as you like.',
    features: [
      'One published franchise listing',
      'Information requests e-mailed to you',
      'Zero commission on every deal',
    ],
    prices: { USD: 0, INR: 0, GBP: 0 },
  },
  {
    id: 'yearly',
    name: 'Growth, yearly',
    term: 'year',
    liveListingLimit: 5,
    summary: 'Up to five live listings and the lead inbox, renewed each year.',
    features: [
      'Up to 5 published listings',
      'Lead inbox with status and notes',
      'Verified badge once your documents are checked',
      'Up to 25% back on software, AI tools and services',
    ],
    prices: { USD: 49_900, INR: 2_499_900, GBP: 39_900 },
  },
  {
    id: 'lifetime',
    name: 'Lifetime',
    term: 'lifetime',
    liveListingLimit: 20,
    summary: 'Pay once, list up to twenty franchises for the life of your brand.',
    features: [
      'Up to 20 published listings',
      'Everything in Growth, with no renewals',
      'Priority listing review',
      'Up to 25% back on software, AI tools and services',
    ],
    prices: { USD: 199_900, INR: 9_999_900, GBP: 159_900 },
  },
];

export const FREE_PLAN_ID: PlanId = 'basic';

export function planById(id: string): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((p) => p.id === id);
}

/** Where a franchisor joins from: the join page, its registration form and its billing currency. */
export const JOIN_MARKETS = {
  general: {
    key: 'general',
    path: '/join-franchisio',
    title: 'List Your Franchise',
    country: null,
    // Its plans are shown in dollars, so its buttons register a company billed in dollars.
    currency: 'USD',
    registrationPath: '/franchisor-registration-us',
  },
  us: {
    key: 'us',
    path: '/join-franchisio-us',
    title: 'List Your Franchise in the US',
    country: 'US',
    currency: 'USD',
    registrationPath: '/franchisor-registration-us',
  },
  india: {
    key: 'india',
    path: '/join-franchisio-india',
    title: 'List Your Franchise in India',
    country: 'IN',
    currency: 'INR',
    registrationPath: '/franchisor-registration',
  },
  uk: {
    key: 'uk',
    path: '/join-franchisio-uk',
    title: 'List Your Franchise in the UK',
    country: 'GB',
    currency: 'GBP',
    registrationPath: '/franchisor-registration?market=GB',
  },
} as const satisfies Record<
  string,
  {
    key: string;
    path: string;
    title: string;
    country: 'US' | 'IN' | 'GB' | null;
    currency: BillingCurrency;
    registrationPath: string;
  }
>;
export type JoinMarketKey = keyof typeof JOIN_MARKETS;

/** The billing country of a company decides its currency: India pays in rupees, the UK in pounds. */
export const BILLING_COUNTRIES = ['US', 'IN', 'GB'] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];
export const CURRENCY_OF: Record<BillingCountry, BillingCurrency> = { US: 'USD', IN: 'INR', GB: 'GBP' };

/** Offline invoices are due this many days after they are issued. */
export const INVOICE_DUE_DAYS = 14;

/** Verification documents: what a company may upload, and how many of each. */
export const COMPANY_DOCUMENT_KINDS = ['incorporation', 'trademark'] as const;
export type CompanyDocumentKind = (typeof COMPANY_DOCUMENT_KINDS)[number];
export const COMPANY_DOCUMENT_LABELS: Record<CompanyDocumentKind, string> = {
  incorporation: 'Certificate of incorporation',
  trademark: 'Trademark registration',
};
export const COMPANY_DOCUMENTS = { maxBytes: 5 * 1024 * 1024, maxPerKind: 3 } as const;
