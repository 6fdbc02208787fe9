import { formatCount } from './count.ts';

/**
 * Money is an integer count of minor units (cents, paise) plus an ISO 4217 currency code.
 * This module is the one place it is converted and formatted.
 */

const LOCALE_BY_CURRENCY: Record<string, string> = {
  USD: 'en-US',
  INR: 'en-IN',
  // en-US writes CA$ and A$, so Canadian and Australian dollars never read as US dollars.
  CAD: 'en-US',
  GBP: 'en-GB',
  EUR: 'de-DE',
  AUD: 'en-US',
  DKK: 'da-DK',
  CNY: 'zh-CN',
  // en-US writes NZ$ and SGD for the same reason; the Swedish and Thai forms are unambiguous.
  NZD: 'en-US',
  SGD: 'en-US',
  SEK: 'sv-SE',
  THB: 'th-TH',
};

// Building an Intl.NumberFormat costs far more than using one, and a page of cards formats
// hundreds of sums in the same few styles: each style is built once.
const FORMATTERS = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = FORMATTERS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    FORMATTERS.set(key, format);
  }
  return format;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'];

/** $ and ₹ sums the way Intl writes them in en-US and en-IN, or null where Intl is needed. */
function formatWithoutIntl(major: number, currency: string, compact: boolean): string | null {
  const symbol = currency === 'USD' ? '$' : currency === 'INR' && major < 1_00_000 ? '₹' : null;
  if (!symbol || !(major >= 0) || major >= 1e15) return null;
  if (!compact) return symbol + formatCount(Math.round(major));
  // Compact (en-US): one decimal at most, in K, M, B or T from a thousand on; a sum that rounds
  // up to the next unit is written in it ($999,960 is $1M).
  if (!Number.isInteger(major)) return null;
  let unit = major < 1000 ? 0 : Math.floor(Math.log10(major) / 3);
  let tenths = Math.round((major * 10) / 1000 ** unit);
  if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) {
    unit++;
    tenths = Math.round((major * 10) / 1000 ** unit);
  }
  return `${symbol}${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}${COMPACT_UNITS[unit]}`;
}

// Every currency with a market has two minor digits; another asks Intl.
function minorDigits(currency: string): number {
  if (currency in LOCALE_BY_CURRENCY) return 2;
  return formatter('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A currency as a sentence names an amount of it: "US dollars", "Indian rupees", "Thai baht"
 * (the plural of the English locale data, so no list of names to keep here).
 */
export function currencyName(currency: string): string {
  const parts = formatter('en', { style: 'currency', currency, currencyDisplay: 'name' }).formatToParts(2);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** The day the rates below were read; a Kredit application keeps the rate and this date. */
export const FX_RATES_AS_OF = '2026-01-01';

/**
 * Approximate US dollars per unit of each market's currency, as of FX_RATES_AS_OF: used to
 * compare a listing's investment with a budget given in dollars and to convert the Kredit limit
 * (shared/kredit.ts). Rounded; the one table of exchange rates.
 */
export const APPROX_USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  INR: 0.012,
  CAD: 0.73,
  GBP: 1.27,
  EUR: 1.08,
  AUD: 0.66,
  DKK: 0.145,
  CNY: 0.14,
  NZD: 0.58,
  SGD: 0.77,
  SEK: 0.105,
  THB: 0.031,
};

/** US dollars per unit of `currency` as of FX_RATES_AS_OF, or null when the table has no rate. */
export function usdPerUnit(currency: string): number | null {
  return APPROX_USD_PER_UNIT[currency] ?? null;
}

/** About how many US dollars a sum is (see APPROX_USD_PER_UNIT). */
export function approxUsd(minor: number, currency: string): number {
  return toMajorUnits(minor, currency) * (APPROX_USD_PER_UNIT[currency] ?? 1);
}

/** Converts a sum between currencies through US dollars, at the rates above; rounded down. */
export function convertMinor(minor: number, from: string, to: string): number {
  if (from === to) return minor;
  const usd = approxUsd(minor, from);
  return Math.floor(toMinorUnits(usd / (APPROX_USD_PER_UNIT[to] ?? 1), to) + 1e-6);
}

/** One decimal, always (spec §9): 12.5, 5.0, 1.2. */
function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/**
 * India reads sums in lakh (1,00,000) and crore (1,00,00,000) with one decimal (spec §9):
 * ₹12.5 L, ₹0.8 L, ₹1.2 Cr. Below a tenth of a lakh "₹0.0 L" would say nothing, so those sums,
 * and a billed price (`exact`), are written out in Indian digit grouping.
 */
export function formatInr(minor: number, options: { exact?: boolean } = {}): string {
  const rupees = toMajorUnits(minor, 'INR');
  if (rupees >= 1_00_00_000) return `₹${oneDecimal(rupees / 1_00_00_000)} Cr`;
  if (rupees >= 1_00_000 || (rupees >= 10_000 && !options.exact))
    return `₹${oneDecimal(rupees / 1_00_000)} L`;
  return (
    formatWithoutIntl(rupees, 'INR', false) ??
    formatter('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(rupees)
  );
}

export interface FormatMoneyOptions {
  /** Short form for cards: $1.2M, €350K. India always uses lakh/crore. */
  compact?: boolean;
  /** A price billed to the rupee (a plan, an invoice, a quote): rupees under a lakh written out. */
  exact?: boolean;
  /** To the cent or paisa, for statements and the ledger ($14.99, ₹1,234.50): cashback is not rounded away. */
  cents?: boolean;
}

export function formatMoney(minor: number, currency: string, options: FormatMoneyOptions = {}): string {
  if (options.cents) {
    const digits = minorDigits(currency);
    return formatter(currency === 'INR' ? 'en-IN' : (LOCALE_BY_CURRENCY[currency] ?? 'en-US'), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(toMajorUnits(minor, currency));
  }
  if (currency === 'INR') return formatInr(minor, { exact: !!options.exact });
  const major = toMajorUnits(minor, currency);
  const plain = formatWithoutIntl(major, currency, !!options.compact);
  if (plain !== null) return plain;
  const locale = LOCALE_BY_CURRENCY[currency] ?? 'en-US';
  return formatter(locale, {
    style: 'currency',
    currency,
    // Explicit minimum: engines disagree on the default beside a maximum (Node 20 wrote $420.0K),
    // and the server's HTML must read exactly as the browser renders it.
    minimumFractionDigits: 0,
    maximumFractionDigits: options.compact ? 1 : 0,
    ...(options.compact ? { notation: 'compact' as const } : {}),
  }).format(major);
}

/** "₹12.5 L – ₹25.0 L", "$150,000 – $300,000". */
export function formatMoneyRange(
  minMinor: number,
  maxMinor: number,
  currency: string,
  options?: FormatMoneyOptions,
) {
  return `${formatMoney(minMinor, currency, options)} – ${formatMoney(maxMinor, currency, options)}`;
}
