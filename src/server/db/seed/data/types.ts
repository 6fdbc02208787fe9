import type { Industry, OfferingKind } from '../../../../shared/enums.ts';
import type { MarketCode } from '../../../../shared/markets.ts';

/**
 * One franchise listing of the demo catalog, written by hand for Franchisio.
 * Money is in MAJOR units of the market's currency (dollars, rupees, euros …); the seed
 * converts to minor units. Brands are fictional; figures are plausible for the market.
 */
export interface SeedOpportunity {
  /** Unique across the whole catalog, kebab-case, e.g. "crust-and-co-pizza-us". */
  slug: string;
  /** Brand as listed, e.g. "Crust & Co. Pizza". */
  title: string;
  /** Franchisor company; the same string in several markets means the same company. */
  company: string;
  /** Company web address without scheme, e.g. "crustandco.com". */
  website: string;
  /** Head office, e.g. "Austin, Texas". */
  headquarters: string;
  category: Industry;
  country: MarketCode;
  /** One line, at most 90 characters. */
  tagline: string;
  /** Two to four specific sentences: concept, customer, what the franchisee runs. */
  description: string;
  investmentMin: number;
  investmentMax: number;
  franchiseFee: number;
  /** Percent of gross sales, e.g. 6 or 5.5. */
  royaltyPct: number;
  adFundPct: number;
  liquidCapital: number;
  netWorth: number;
  /** Typical yearly return on investment in percent, or null when the franchisor does not state one. */
  roiPct: number | null;
  /** Average yearly revenue of one unit, or null when not disclosed. */
  averageUnitRevenue: number | null;
  /** Year the revenue figure refers to. */
  aurYear: number;
  /** Where the revenue figure comes from, e.g. "2025 FDD, Item 19" or "Franchisor disclosure, FY2024-25". */
  aurSource: string;
  unitsFranchised: number;
  unitsCompanyOwned: number;
  foundedYear: number;
  franchisingSince: number;
  trainingDays: number;
  territoriesAvailable: number;
  homeBased: boolean;
  veteranDiscount: boolean;
  financingAvailable: boolean;
  featured: boolean;
  /** 3.2 to 4.9, one decimal: the average of the reviews the seed writes (demo-reviews.ts). */
  rating: number;
  /** Brand colour for the generated logo, "#rrggbb". */
  brandColor: string;
}

/** Software, AI tools and business services franchisors and franchisees can buy. */
export interface SeedOffering {
  slug: string;
  kind: OfferingKind;
  name: string;
  vendor: string;
  website: string;
  /** e.g. "Point of sale", "Bookkeeping", "Lead generation". */
  category: string;
  /** One line, at most 100 characters. */
  shortDescription: string;
  /** Two to four specific sentences. */
  description: string;
  /** Human price line, e.g. "From $49 per location per month". */
  pricing: string;
  /** Lowest monthly price in US dollars, or null for quote-based pricing. */
  priceFromUsd: number | null;
  /** Percent earned back by Franchisio members on spend, 5 to 25. */
  cashbackPct: number;
  /** Three to five short features. */
  features: string[];
  featured: boolean;
  rating: number;
  reviewCount: number;
  brandColor: string;
}
