/**
 * Company tax identifiers checked at registration: India's GSTIN (format and check character)
 * and the United States' EIN (format and an IRS campus prefix). Shared by the form and the API.
 */

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check. */
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The 15th character of a GSTIN, computed from the first 14 (GSTN's Luhn mod 36 variant): each
 * character's value is multiplied by 1 or 2 alternately, the product's base-36 digits are added,
 * and the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARSET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'state' | 'check';

/** Why a GSTIN is not valid, or null when it is (upper-case it first). */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_FORMAT.test(gstin)) return 'format';
  const state = Number(gstin.slice(0, 2));
  // State and union-territory codes run 01–38; 97 is "other territory", 99 the centre's jurisdiction.
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: 'Enter a 15-character GSTIN, e.g. 27AAPFU0939F1ZV.',
  state: 'The first two digits of a GSTIN are a state code (01–38, 97 or 99).',
  check: 'This GSTIN’s last character does not match its check digit; check it for a typo.',
};

/**
 * Prefixes the IRS assigns to EINs (its published campus list); 00, 07–09, 17–19, 28, 29, 49, 69,
 * 70, 78, 79, 89, 96 and 97 are never issued.
 */
const EIN_PREFIX_RANGES: [number, number][] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export type EinProblem = 'format' | 'prefix';

export function einProblem(ein: string): EinProblem | null {
  if (!/^\d{2}-\d{7}$/.test(ein)) return 'format';
  const prefix = Number(ein.slice(0, 2));
  return EIN_PREFIX_RANGES.some(([lo, hi]) => prefix >= lo && prefix <= hi) ? null : 'prefix';
}

export const EIN_MESSAGES: Record<EinProblem, string> = {
  format: 'Enter the EIN as NN-NNNNNNN, e.g. 12-3456789.',
  prefix: 'No EIN starts with these two digits; check the number on your IRS letter.',
};
