import { BRAND } from './brand.ts';

/**
 * Markets: where franchises are listed. One table holds every market's listings; these
 * records say how each market is addressed in URLs and shown to people.
 */
export const MARKET_CODES = [
  'US',
  'IN',
  'CA',
  'GB',
  'CN',
  'DE',
  'FR',
  'DK',
  'AT',
  'AU',
  'NZ',
  'SG',
  'IE',
  'SE',
  'TH',
] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

export interface Market {
  code: MarketCode;
  name: string;
  /** Adjective used in headings, e.g. "Indian franchises". */
  adjective: string;
  currency: string;
  /** Locale used to format money and numbers for this market. */
  locale: string;
  live: boolean;
  /** Canonical list route. */
  listPath: string;
  /** Other list routes that show the same market (spec §2, second reading). */
  listAliases: readonly string[];
  /** Canonical detail route prefix: `${detailPrefix}/${id}`. */
  detailPrefix: string;
  /** Other detail prefixes that open the same listing (redirected to the canonical one). */
  detailAliases: readonly string[];
  /** Create-opportunity route for franchisors of this market. */
  createPath: string;
}

/**
 * Veteran discounts are an American programme (VetFran): elsewhere a "Veteran discount: No" on
 * every listing says nothing, so the flag is shown and filtered on in the US only.
 */
export function hasVeteranDiscounts(country: string): boolean {
  return country === 'US';
}

export const MARKETS: Record<MarketCode, Market> = {
  US: {
    code: 'US',
    name: 'United States',
    adjective: 'US',
    currency: 'USD',
    locale: 'en-US',
    live: true,
    listPath: '/united-states',
    listAliases: [],
    detailPrefix: '/opportunity',
    detailAliases: ['/us-opportunity', '/franchise'],
    createPath: '/create-opportunity',
  },
  IN: {
    code: 'IN',
    name: 'India',
    adjective: 'Indian',
    currency: 'INR',
    locale: 'en-IN',
    live: true,
    listPath: '/india-franchises',
    listAliases: [],
    detailPrefix: '/indian-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-india',
  },
  CA: {
    code: 'CA',
    name: 'Canada',
    adjective: 'Canadian',
    currency: 'CAD',
    locale: 'en-CA',
    live: false,
    listPath: '/canada-franchises',
    listAliases: ['/franchises/canada'],
    detailPrefix: '/canada-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-canada',
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    adjective: 'UK',
    currency: 'GBP',
    locale: 'en-GB',
    live: false,
    listPath: '/uk-franchises',
    listAliases: [],
    detailPrefix: '/uk-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-uk',
  },
  CN: {
    code: 'CN',
    name: 'China',
    adjective: 'Chinese',
    currency: 'CNY',
    locale: 'zh-CN',
    live: false,
    listPath: '/china-franchises',
    listAliases: [],
    detailPrefix: '/china-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-china',
  },
  DE: {
    code: 'DE',
    name: 'Germany',
    adjective: 'German',
    currency: 'EUR',
    locale: 'de-DE',
    live: false,
    listPath: '/germany-franchises',
    listAliases: ['/franchises/germany'],
    detailPrefix: '/germany-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-germany',
  },
  FR: {
    code: 'FR',
    name: 'France',
    adjective: 'French',
    currency: 'EUR',
    locale: 'fr-FR',
    live: false,
    listPath: '/france-franchises',
    listAliases: [],
    detailPrefix: '/france-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-france',
  },
  DK: {
    code: 'DK',
    name: 'Denmark',
    adjective: 'Danish',
    currency: 'DKK',
    locale: 'da-DK',
    live: false,
    listPath: '/denmark-franchises',
    listAliases: [],
    detailPrefix: '/denmark-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-denmark',
  },
  AT: {
    code: 'AT',
    name: 'Austria',
    adjective: 'Austrian',
    currency: 'EUR',
    locale: 'de-AT',
    live: false,
    listPath: '/franchises/austria',
    listAliases: [],
    detailPrefix: '/austria-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity',
  },
  AU: {
    code: 'AU',
    name: 'Australia',
    adjective: 'Australian',
    currency: 'AUD',
    locale: 'en-AU',
    live: false,
    listPath: '/australia-franchises',
    listAliases: [],
    detailPrefix: '/australia-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-australia',
  },
  // Spec §2's second reading names only the create routes of the next five markets; their list
  // and detail routes follow the pattern of the others (-franchises, -opportunity).
  NZ: {
    code: 'NZ',
    name: 'New Zealand',
    adjective: 'New Zealand',
    currency: 'NZD',
    locale: 'en-NZ',
    live: false,
    listPath: '/newzealand-franchises',
    listAliases: [],
    detailPrefix: '/newzealand-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-newzealand',
  },
  SG: {
    code: 'SG',
    name: 'Singapore',
    adjective: 'Singaporean',
    currency: 'SGD',
    locale: 'en-SG',
    live: false,
    listPath: '/singapore-franchises',
    listAliases: [],
    detailPrefix: '/singapore-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-singapore',
  },
  IE: {
    code: 'IE',
    name: 'Ireland',
    adjective: 'Irish',
    currency: 'EUR',
    locale: 'en-IE',
    live: false,
    listPath: '/ireland-franchises',
    listAliases: [],
    detailPrefix: '/ireland-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-ireland',
  },
  SE: {
    code: 'SE',
    name: 'Sweden',
    adjective: 'Swedish',
    currency: 'SEK',
    locale: 'sv-SE',
    live: false,
    listPath: '/sweden-franchises',
    listAliases: [],
    detailPrefix: '/sweden-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-sweden',
  },
  TH: {
    code: 'TH',
    name: 'Thailand',
    adjective: 'Thai',
    currency: 'THB',
    locale: 'th-TH',
    live: false,
    listPath: '/thailand-franchises',
    listAliases: [],
    detailPrefix: '/thailand-opportunity',
    detailAliases: [],
    createPath: '/create-opportunity-thailand',
  },
};

export const LIVE_MARKETS = MARKET_CODES.filter((c) => MARKETS[c].live);

/**
 * Markets a franchisor can list in: those with a create route of their own. A market whose
 * create path is another's (Austria shares the US one) leads nowhere, so registration does not
 * offer it.
 */
export const LISTABLE_MARKETS = MARKET_CODES.filter(
  (c) => MARKET_CODES.find((o) => MARKETS[o].createPath === MARKETS[c].createPath) === c,
);

/** The 22 countries announced as coming soon on the home page (spec §1, §9). */
export const COMING_SOON_COUNTRIES = [
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Austria',
  'Denmark',
  'China',
  'New Zealand',
  'Singapore',
  'Ireland',
  'Sweden',
  'Thailand',
  'United Arab Emirates',
  'Saudi Arabia',
  'Japan',
  'South Korea',
  'Netherlands',
  'Spain',
  'Italy',
  'Mexico',
  'Brazil',
] as const;

export function isMarketCode(value: string): value is MarketCode {
  return (MARKET_CODES as readonly string[]).includes(value);
}

/** The canonical detail page of a listing: its own market's route. */
export function detailPath(listing: { id: string; country: string }): string {
  const market = isMarketCode(listing.country) ? MARKETS[listing.country] : MARKETS.US;
  return `${market.detailPrefix}/${listing.id}`;
}

/**
 * A market as a sentence names it: "in the United States", "opens in the United Kingdom", "in
 * India". `MARKETS[x].name` is the label (a menu, a badge); this is the one for running text.
 */
export const placeName = (market: MarketCode): string =>
  market === 'US' || market === 'GB' ? `the ${MARKETS[market].name}` : MARKETS[market].name;

/**
 * What becomes of an approved listing in a market that is not open yet, in the same words on
 * the create page, the join page, the approval e-mail and the listing's own page: the catalog
 * shows it by itself from the day the market opens.
 */
export const shownWhenMarketOpens = (market: MarketCode): string =>
  `shown as soon as ${BRAND.name} opens in ${placeName(market)}`;
