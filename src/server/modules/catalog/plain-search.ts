import type { Industry } from '../../../shared/enums.ts';
import { hasVeteranDiscounts, MARKETS, type MarketCode } from '../../../shared/markets.ts';
import { formatMoney, toMinorUnits } from '../../../shared/money.ts';
import type { OpportunityListQueryValue, UnderstoodReading } from '../../../shared/schemas/catalog.ts';

/**
 * Plain-language search (issue #35): budgets, flags and industries said in words ("home based
 * under 50k", "kids below 25 lakh") read into the list's own filters, and their words taken out
 * of the text searched for. Pure: the catalog service applies it to every list request.
 *
 * Places are not read: listings have no place to filter on (only their company's headquarters,
 * free text), so "in Pune" stays words of the text search.
 */

export interface PlainFilters {
  investmentMin?: number;
  investmentMax?: number;
  homeBased?: true;
  veteranDiscount?: true;
  financing?: true;
  category?: Industry[];
}

export interface PlainReading {
  /** What is left of the text to search for, glue words and all. */
  text: string;
  filters: PlainFilters;
  understood: UnderstoodReading[];
}

/** A money word and what it multiplies by; India counts in lakh and crore, elsewhere in k and m. */
const INDIAN_UNITS: Record<string, number> = {
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  l: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
};
const WESTERN_UNITS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
};

/** The symbols and codes that name a market's currency before an amount. */
const SYMBOLS: Record<string, readonly string[]> = {
  USD: ['$', 'usd', 'us$'],
  INR: ['₹', 'rs', 'rs.', 'inr'],
  CAD: ['$', 'ca$', 'cad'],
  AUD: ['$', 'a$', 'aud'],
  NZD: ['$', 'nz$', 'nzd'],
  SGD: ['$', 's$', 'sgd'],
  GBP: ['£', 'gbp'],
  EUR: ['€', 'eur'],
};

const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest first, so "lakhs" is not read as "l" followed by "akhs". */
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(literally)
    .join('|');

interface Amount {
  value: number;
  unit: string | undefined;
  marked: boolean;
}

/** "1,00,000" and "250,000" are grouping; "1.5" a decimal. */
function numberOf(digits: string): number {
  return Number(digits.replace(/,/g, ''));
}

function moneyPatterns(market: MarketCode) {
  const currency = MARKETS[market].currency;
  const units = currency === 'INR' ? INDIAN_UNITS : WESTERN_UNITS;
  const symbols = SYMBOLS[currency] ?? [currency.toLowerCase()];
  // An amount: optional symbol, digits (grouped or decimal), optional unit, then a word end.
  const foreign = Object.keys(currency === 'INR' ? WESTERN_UNITS : INDIAN_UNITS);
  // "under 25 lakh" in the US is not "under $25" followed by a word: the other market's money
  // words end an amount's reading.
  const amount = `(?:(${alternation(symbols)})\\s*)?(\\d+(?:[.,]\\d+)*)\\s*(${alternation(Object.keys(units))})?(?![\\p{L}\\p{N}])(?!\\s*(?:${alternation(foreign)})(?![\\p{L}\\p{N}]))`;
  const lead = '(?:(?:budget|investment|invest|investing)\\s+(?:of\\s+|is\\s+)?)?';
  const tail = '(?:\\s+(?:budget|investment))?';
  const flags = 'iu';
  return {
    units,
    range: new RegExp(
      `(?<![\\p{L}\\p{N}])${lead}(between\\s+|from\\s+)?${amount}\\s*(?:-|–|to|and)\\s*${amount}${tail}`,
      flags,
    ),
    max: new RegExp(
      `(?<![\\p{L}\\p{N}])${lead}(?:under|below|less\\s+than|up\\s*to|upto|within|max(?:imum)?|at\\s+most|not\\s+more\\s+than|<=?)\\s*${amount}${tail}`,
      flags,
    ),
    min: new RegExp(
      `(?<![\\p{L}\\p{N}])${lead}(?:over|above|more\\s+than|at\\s+least|min(?:imum)?|starting\\s+(?:at|from)|>=?)\\s*${amount}${tail}`,
      flags,
    ),
    bare: new RegExp(`(?<![\\p{L}\\p{N}$₹£€])${lead}${amount}${tail}`, flags),
  };
}

const amountAt = (m: RegExpExecArray, at: number): Amount => ({
  value: numberOf(m[at + 1]!),
  unit: m[at + 2]?.toLowerCase(),
  marked: !!m[at] || !!m[at + 2],
});

const phrase = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'iu');

/** Everyday words for a whole industry. A word for part of one ("pizza", "gym") stays a search word. */
const INDUSTRY_READINGS: { words: string; industries: Industry[] }[] = [
  { words: "kids|kid|children'?s?|child|childrens", industries: ['Education', 'Entertainment'] },
  { words: 'health\\s+(?:and|&)\\s+fitness|fitness', industries: ['Health & Fitness'] },
  { words: 'cleaning\\s+services?|cleaning|cleaners?', industries: ['Home Services'] },
  { words: 'home\\s+services?', industries: ['Home Services'] },
  { words: '(?:elder|elderly|senior)\\s+care', industries: ['Senior Care'] },
  { words: 'pet\\s+(?:care|services?)|pets', industries: ['Pet Services'] },
  { words: 'real\\s+estate', industries: ['Real Estate'] },
  { words: 'beauty(?:\\s+(?:and|&)\\s+personal\\s+care)?', industries: ['Beauty & Personal Care'] },
  { words: 'automotive', industries: ['Automotive'] },
  { words: 'education', industries: ['Education'] },
];

class Reader {
  text: string;
  readonly filters: PlainFilters = {};
  readonly understood: UnderstoodReading[] = [];
  constructor(
    text: string,
    readonly market: MarketCode | undefined,
    /** Filters the request already sets: its own value wins, and the words stay search words. */
    readonly taken: ReadonlySet<keyof PlainFilters>,
  ) {
    this.text = text;
  }

  /** Takes the first match of `pattern` out of the text; null when there is none. */
  take(pattern: RegExp): RegExpExecArray | null {
    const m = pattern.exec(this.text);
    if (m) this.text = `${this.text.slice(0, m.index)} ${this.text.slice(m.index + m[0].length)}`;
    return m;
  }

  money(minor: number) {
    return formatMoney(minor, MARKETS[this.market!].currency, { exact: true });
  }

  budget(kind: 'investmentMin' | 'investmentMax', value: number, words: string) {
    const minor = toMinorUnits(value, MARKETS[this.market!].currency);
    this.filters[kind] = value;
    this.understood.push({
      kind,
      value,
      words: words.trim(),
      label:
        kind === 'investmentMax'
          ? `Investment up to ${this.money(minor)}`
          : `Investment from ${this.money(minor)}`,
    });
  }
}

function readBudgets(r: Reader) {
  if (!r.market || r.taken.has('investmentMin') || r.taken.has('investmentMax')) return;
  const { units, range, max, min, bare } = moneyPatterns(r.market);
  const major = (a: Amount, fallbackUnit?: string) => a.value * (units[a.unit ?? fallbackUnit ?? ''] ?? 1);

  const ranged = range.exec(r.text);
  if (ranged) {
    const low = amountAt(ranged, 2);
    const high = amountAt(ranged, 5);
    // "1-2 crore" and "$100-250k": a unit said once counts for both ends.
    if (low.marked || high.marked || ranged[1]) {
      r.take(range);
      const a = major(low, high.unit);
      const b = major(high, low.unit);
      r.budget('investmentMin', Math.min(a, b), ranged[0]);
      r.budget('investmentMax', Math.max(a, b), ranged[0]);
      return;
    }
  }
  const upTo = r.take(max);
  if (upTo) r.budget('investmentMax', major(amountAt(upTo, 1)), upTo[0]);
  const from = r.take(min);
  if (from) r.budget('investmentMin', major(amountAt(from, 1)), from[0]);
  if (upTo || from) return;
  // An amount said alone ("50 lakh", "$200k") is a budget: up to it. A bare number is not.
  const alone = bare.exec(r.text);
  if (alone && amountAt(alone, 1).marked) {
    r.take(bare);
    r.budget('investmentMax', major(amountAt(alone, 1)), alone[0]);
  }
}

type FlagKind = 'homeBased' | 'veteranDiscount' | 'financing';

const FLAG_READINGS: { kind: FlagKind; label: string; pattern: RegExp }[] = [
  {
    kind: 'homeBased',
    label: 'Home-based',
    pattern: phrase('home[\\s-]*based|(?:work(?:ing)?\\s+|run\\s+)?from\\s+home|homebased'),
  },
  {
    kind: 'veteranDiscount',
    label: 'Veteran discount',
    pattern: phrase('veterans?\\s+discounts?|veterans?|vetfran|military\\s+discounts?'),
  },
  {
    kind: 'financing',
    label: 'Financing available',
    pattern: phrase('(?:with\\s+)?(?:financing|finance)(?:\\s+(?:available|options?))?'),
  },
];

function readFlags(r: Reader) {
  for (const { kind, label, pattern } of FLAG_READINGS) {
    // The list filters on veteran discounts only where the programme exists (the US).
    if (r.taken.has(kind) || (kind === 'veteranDiscount' && !(r.market && hasVeteranDiscounts(r.market))))
      continue;
    const m = r.take(pattern);
    if (!m) continue;
    r.filters[kind] = true;
    r.understood.push({ kind, value: true, label, words: m[0].trim() });
  }
}

function readIndustries(r: Reader) {
  if (r.taken.has('category')) return;
  for (const reading of INDUSTRY_READINGS) {
    const m = r.take(phrase(reading.words));
    if (!m) continue;
    const fresh = reading.industries.filter((i) => !r.filters.category?.includes(i));
    if (fresh.length === 0) {
      // "children's education": the second word says again what the first did.
      const same = r.understood.findLast((u) => u.kind === 'category');
      if (same) same.words = `${same.words} ${m[0].trim()}`;
      continue;
    }
    r.filters.category = [...(r.filters.category ?? []), ...fresh];
    r.understood.push({ kind: 'category', value: fresh, label: fresh.join(' or '), words: m[0].trim() });
  }
}

/**
 * Reads what `text` says about budget, flags and industry in `market` (money words need a
 * market: lakh and crore in India, k and m elsewhere, in its currency). Filters in `taken`
 * are already set by the request; those readings are left to the text.
 */
export function readPlainSearch(
  text: string,
  market: MarketCode | undefined,
  taken: ReadonlySet<keyof PlainFilters> = new Set(),
): PlainReading {
  const r = new Reader(text, market, taken);
  readBudgets(r);
  readFlags(r);
  readIndustries(r);
  // Whatever joined the words read ("home based in texas under 50k") is glue now.
  const rest = r.text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:and|with|in|for|,)\s+|\s+(?:and|with|for|,)$/gi, '')
    .trim();
  return { text: r.understood.length > 0 ? rest : text, filters: r.filters, understood: r.understood };
}

/**
 * The list query with its search read: the readings become filters the request did not set
 * itself, and the search keeps only the words left. `understood` is present whenever a search
 * was given (empty when `literal` asks for the words as typed).
 */
export function applyPlainSearch(q: OpportunityListQueryValue): {
  query: OpportunityListQueryValue;
  understood?: UnderstoodReading[];
} {
  const text = q.search?.trim();
  if (!text) return { query: q };
  if (q.literal) return { query: q, understood: [] };
  const taken = new Set<keyof PlainFilters>(
    (['investmentMin', 'investmentMax', 'homeBased', 'veteranDiscount', 'financing'] as const).filter(
      (k) => q[k] !== undefined,
    ),
  );
  if (q.category?.length) taken.add('category');
  const read = readPlainSearch(text, q.country, taken);
  if (read.understood.length === 0) return { query: q, understood: [] };
  return {
    query: { ...q, ...read.filters, search: read.text || undefined },
    understood: read.understood,
  };
}
