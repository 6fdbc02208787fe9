import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface CountryOption {
  code: string;
  name: string;
}

/** Every ISO 3166-1 country, by English name. */
export const COUNTRY_OPTIONS: CountryOption[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function countryName(code: string | null | undefined): string {
  return (code && countries.getName(code, 'en', { select: 'official' })) || '';
}
