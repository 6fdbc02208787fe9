import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** Whether `phone` is a valid number for the country whose ISO code is `country`. */
export function isPhoneValidFor(phone: string, country: string): boolean {
  try {
    return isValidPhoneNumber(phone, country as Parameters<typeof isValidPhoneNumber>[1]);
  } catch {
    return false;
  }
}

export const PHONE_MESSAGE = 'Enter a valid phone number for the chosen country.';
