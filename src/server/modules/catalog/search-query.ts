import { INDUSTRIES, type Industry } from '../../../shared/enums.ts';

/**
 * What a catalog search asks for, read from what a person typed. Pure: no database here.
 *
 * A query is a list of clauses that must all match. A clause matches when one of its
 * alternatives does, and an alternative is words that must all match: "qsr in pune" reads as
 * (qsr | quick service | fast food) & pune. The search statement then maps each word to the
 * words the catalog really uses (search_terms) and builds the full-text queries from them
 * (search-terms-sql.ts).
 */

/** Words every listing could be described with, and English glue words: they decide nothing. */
const IGNORED = new Set([
  'a',
  'an',
  'and',
  'at',
  'best',
  'business',
  'businesses',
  'by',
  'for',
  'franchise',
  'franchisee',
  'franchises',
  'franchising',
  'from',
  'in',
  'near',
  'of',
  'on',
  'opportunities',
  'opportunity',
  'or',
  'the',
  'to',
  'top',
  'with',
]);

/**
 * Words the field uses for the same thing. Each group lists interchangeable phrases; a phrase
 * of several words must match all of them. "F&B" and "f and b" are read as "fnb" first.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['qsr', 'quick service', 'fast food', 'restaurant'],
  ['fnb', 'food beverage'],
  ['salon', 'beauty'],
  ['ice cream', 'icecream'],
  ['tuition', 'tutoring', 'tutor'],
  ['elder', 'elderly', 'senior'],
  ['gym', 'fitness'],
  ['coffee', 'kaapi'],
  ['kids', 'children', 'child'],
  ['realty', 'real estate', 'property'],
  ['kirana', 'grocery'],
  ['ev', 'electric vehicle'],
  ['car wash', 'car detailing', 'auto detailing'],
  ['daycare', 'creche'],
];

/**
 * A broader word that also finds narrower ones, not the other way round: "tea" finds a chai
 * bar, but "chai" is not any tea (in the US it would find bubble tea).
 */
export const BROADER_WORDS: Readonly<Record<string, readonly string[]>> = {
  tea: ['chai'],
  coffee: ['espresso'],
  snacks: ['chaat'],
  'ice cream': ['kulfi', 'gelato'],
  icecream: ['kulfi', 'gelato'],
  // A parlour sells beauty or ice cream: "salon" does not mean an ice-cream parlour.
  parlour: ['salon'],
  parlor: ['salon'],
};

/**
 * One way to say what a clause asks for: the words as typed, or a synonym. A synonym's words
 * match only as they are written (no stems, completions or typos: "coaching" would otherwise
 * find gyms that "coached").
 */
export interface Alternative {
  words: string[];
  synonym: boolean;
}

/** Each phrase a query may contain and what else it means; the longest first ("car wash" before "car"). */
const PHRASES: { words: string[]; others: string[][] }[] = (() => {
  const others = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    for (const phrase of group)
      others.set(
        phrase,
        group.filter((p) => p !== phrase),
      );
  }
  for (const [word, narrower] of Object.entries(BROADER_WORDS)) {
    others.set(word, [...(others.get(word) ?? []), ...narrower]);
  }
  return [...others]
    .map(([phrase, rest]) => ({ words: phrase.split(' '), others: rest.map((p) => p.split(' ')) }))
    .sort((a, b) => b.words.length - a.words.length);
})();

/** At most this many clauses are read; the rest of a very long query is ignored. */
export const MAX_CLAUSES = 8;

export interface ParsedSearch {
  clauses: Alternative[][];
  /** Every distinct word of every alternative, for the vocabulary look-up. */
  words: string[];
  /** The words as typed (no synonyms): only these may be read as typos. */
  typed: string[];
}

/** Lower case, accents off ("Türkiye" → "turkiye"), "F&B"-style abbreviations joined. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bf\s*(?:&|and|n)\s*b\b/g, 'fnb');
}

export function tokens(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0 && t.length <= 40);
}

export function parseSearch(text: string): ParsedSearch {
  const all = tokens(text);
  const kept = all.filter((t) => !IGNORED.has(t));
  const words = kept.length > 0 ? kept : [];
  const clauses: Alternative[][] = [];
  for (let i = 0; i < words.length && clauses.length < MAX_CLAUSES; ) {
    const phrase = PHRASES.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (phrase) {
      clauses.push([
        { words: phrase.words, synonym: false },
        ...phrase.others.map((o) => ({ words: o, synonym: true })),
      ]);
      i += phrase.words.length;
    } else {
      clauses.push([{ words: [words[i]!], synonym: false }]);
      i += 1;
    }
  }
  const wordsOf = (synonym: boolean) => [
    ...new Set(clauses.flatMap((c) => c.filter((a) => synonym || !a.synonym).flatMap((a) => a.words))),
  ];
  return { clauses, words: wordsOf(true), typed: wordsOf(false) };
}

/** A word as a tsquery operand, quoted: quotes and backslashes doubled. */
function lexeme(term: string): string {
  return `'${term.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
}

/**
 * The tsquery for suggestions while typing: every word as typed, the last one as a prefix
 * ("crust & piz" → 'crust' & 'piz':*). Null when there is nothing to look for yet.
 */
export function prefixTsQuery(text: string): string | null {
  const words = tokens(text);
  if (words.length === 0 || words.at(-1)!.length < 2) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${lexeme(w)}:*` : lexeme(w))).join(' & ');
}

/**
 * How a word of the query was found in the catalog's vocabulary: `stem` is its singular or
 * plural, `derived` another word of the same English stem (names only, search-terms-sql.ts).
 */
export type TermKind = 'exact' | 'stem' | 'derived' | 'prefix' | 'sound' | 'typo';

export interface ResolvedTerm {
  word: string;
  term: string;
  kind: TermKind;
  listings: number;
}

/**
 * The query as the catalog read it when a word was only found through a typo or another
 * spelling ("pizaa" → "pizza"); null when every word was found as typed (or begun).
 */
export function correctedText(text: string, resolved: ResolvedTerm[]): string | null {
  const best = new Map<string, ResolvedTerm>();
  const direct = new Set(resolved.filter((r) => r.kind !== 'typo' && r.kind !== 'sound').map((r) => r.word));
  for (const r of resolved) {
    if (direct.has(r.word) || (r.kind !== 'typo' && r.kind !== 'sound')) continue;
    const current = best.get(r.word);
    if (!current || r.listings > current.listings) best.set(r.word, r);
  }
  const typed = tokens(text);
  const read = typed.map((t) => best.get(t)?.term ?? t);
  return read.some((w, i) => w !== typed[i]) ? read.join(' ') : null;
}

/**
 * Words that point to an industry, beyond the industry's own name: a search that finds nothing
 * suggests the industry, and the header's suggestions offer it as people type.
 */
export const INDUSTRY_WORDS: Record<Industry, readonly string[]> = {
  'Food & Beverage': [
    'restaurant',
    'cafe',
    'coffee',
    'tea',
    'chai',
    'pizza',
    'burger',
    'bakery',
    'dessert',
    'juice',
    'qsr',
    'fnb',
    'kitchen',
    'biryani',
    'dosa',
    'momo',
    'kulfi',
    'lassi',
    'thali',
    'snack',
    'icecream',
    'sandwich',
  ],
  Retail: ['store', 'shop', 'mart', 'kirana', 'grocery', 'pharmacy', 'optical', 'boutique', 'apparel'],
  'Health & Fitness': ['gym', 'yoga', 'pilates', 'physio', 'nutrition', 'wellness', 'clinic'],
  Education: [
    'tutoring',
    'tuition',
    'tutor',
    'coaching',
    'school',
    'preschool',
    'learning',
    'abacus',
    'coding',
  ],
  Automotive: ['car', 'auto', 'vehicle', 'ev', 'tyre', 'tire', 'oil', 'detailing', 'garage', 'mechanic'],
  'Home Services': [
    'cleaning',
    'repair',
    'plumbing',
    'painting',
    'pest',
    'maid',
    'handyman',
    'hvac',
    'laundry',
  ],
  'Business Services': [
    'accounting',
    'tax',
    'staffing',
    'courier',
    'cowork',
    'coworking',
    'printing',
    'consulting',
  ],
  'Beauty & Personal Care': ['salon', 'spa', 'parlour', 'parlor', 'nail', 'barber', 'hair', 'skin', 'bridal'],
  'Real Estate': ['realty', 'property', 'coliving', 'rental', 'brokerage'],
  Technology: ['tech', 'software', 'mobile', 'phone', 'security', 'digital', 'computer'],
  Entertainment: ['play', 'trampoline', 'vr', 'arcade', 'gaming', 'party', 'bowling', 'escape'],
  'Travel & Hospitality': ['hotel', 'inn', 'hostel', 'homestay', 'tour', 'resort'],
  'Pet Services': ['pet', 'dog', 'cat', 'grooming', 'vet', 'veterinary', 'boarding'],
  'Senior Care': ['elder', 'elderly', 'nursing', 'caregiver', 'assisted'],
};

/** Words of an industry: its name's own words and the words pointing to it. */
const INDUSTRY_VOCABULARY = INDUSTRIES.map((industry) => ({
  industry,
  words: new Set([...tokens(industry).filter((t) => !IGNORED.has(t)), ...INDUSTRY_WORDS[industry]]),
}));

/**
 * Industries a query points to. With `prefix`, the last word may be the beginning of an
 * industry word (as someone types: "fitn" → Health & Fitness).
 */
export function industriesFor(text: string, options: { prefix?: boolean } = {}): Industry[] {
  const words = tokens(text).filter((t) => !IGNORED.has(t));
  if (words.length === 0) return [];
  const last = words.at(-1)!;
  return INDUSTRY_VOCABULARY.filter(({ words: vocabulary }) =>
    words.some(
      (w) =>
        vocabulary.has(w) ||
        vocabulary.has(w.replace(/s$/, '')) ||
        (options.prefix && w === last && w.length >= 2 && [...vocabulary].some((v) => v.startsWith(w))),
    ),
  ).map((v) => v.industry);
}
