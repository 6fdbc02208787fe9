import countries from 'i18n-iso-countries';

/** Whether `code` is an ISO 3166-1 alpha-2 country code (upper case, as profiles store it). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}
