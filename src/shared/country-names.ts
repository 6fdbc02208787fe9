import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

/**
 * Country names in English and finding a country by what people type (the country pickers).
 * Apart from countries.ts, so that code which only checks a code does not load every name.
 */
countries.registerLocale(en);

/**
 * The name people use where the ISO official name reads like a treaty ("Lao People's
 * Democratic Republic", "Virgin Islands, U.S.").
 */
const COMMON_NAMES: Record<string, string> = {
  US: 'United States',
  RU: 'Russia',
  IR: 'Iran',
  SY: 'Syria',
  LA: 'Laos',
  TZ: 'Tanzania',
  MD: 'Moldova',
  MK: 'North Macedonia',
  VA: 'Vatican City',
  PS: 'Palestine',
  TW: 'Taiwan',
  FM: 'Micronesia',
  BN: 'Brunei',
  GM: 'Gambia',
  VI: 'U.S. Virgin Islands',
  VG: 'British Virgin Islands',
  FK: 'Falkland Islands',
  CI: "Côte d'Ivoire",
  CZ: 'Czechia',
  BO: 'Bolivia',
};

/** Names people type that the ISO list does not carry. */
const MORE_NAMES: Record<string, readonly string[]> = {
  US: ['America', 'United States of America'],
  GB: ['Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  NL: ['Holland'],
  MM: ['Burma'],
  CV: ['Cabo Verde'],
  SZ: ['Swaziland'],
  KR: ['Korea'],
  KP: ['DPRK'],
  TL: ['East Timor'],
  MK: ['Macedonia'],
  CD: ['DRC', 'Congo-Kinshasa'],
  CG: ['Congo-Brazzaville'],
  VA: ['Vatican', 'Holy See'],
  DE: ['Deutschland'],
  ES: ['España'],
  IN: ['Bharat'],
  AE: ['Emirates'],
};

export interface CountryOption {
  code: string;
  /** The name shown. */
  name: string;
  /** Every name it is found by: the shown one, ISO's official and short names, common names. */
  names: string[];
}

/** Lower case, accents and punctuation off: "Türkiye" → "turkiye", "U.S.A." → "usa". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every ISO 3166-1 country, by English name. */
export const COUNTRY_OPTIONS: CountryOption[] = Object.entries(countries.getNames('en', { select: 'all' }))
  .map(([code, iso]) => {
    const name = COMMON_NAMES[code] ?? iso[0]!;
    return { code, name, names: [...new Set([name, ...iso, ...(MORE_NAMES[code] ?? []), code])] };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const FOLDED = COUNTRY_OPTIONS.map((option) => ({ option, names: option.names.map(fold) }));

export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return COMMON_NAMES[code] ?? countries.getName(code, 'en', { select: 'official' }) ?? '';
}

/**
 * Countries matching what someone typed, best first: a name typed in full (USA, UK, Türkiye),
 * then names it begins, then names with a word it begins, then names holding it; ties in
 * alphabetical order, so "United States" comes before "United States Minor Outlying Islands".
 */
export function findCountries(query: string): CountryOption[] {
  const q = fold(query);
  if (!q) return COUNTRY_OPTIONS;
  const rank = (name: string) =>
    name === q ? 0 : name.startsWith(q) ? 1 : ` ${name}`.includes(` ${q}`) ? 2 : name.includes(q) ? 3 : 4;
  return FOLDED.map(({ option, names }) => ({ option, rank: Math.min(...names.map(rank)) }))
    .filter((m) => m.rank < 4)
    .sort((a, b) => a.rank - b.rank || a.option.name.localeCompare(b.option.name, 'en'))
    .map((m) => m.option);
}
