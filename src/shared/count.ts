/**
 * Digits in groups of three, "1,234,567", as en-US writes them, without Intl: a page's first
 * Intl formatter (toLocaleString included) loads ICU's data, 40–130 ms of a fresh page's main
 * thread on a laptop's CPU, four times that on a phone's. The market pages' counts and sums
 * (money.ts) are written without it.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
