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

/** "1 unit", "12 units", "1,204 units": the count and its noun, which agree. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/**
 * A file's size as a list of files shows it: "12 KB" below a megabyte (a 30 KB scan is not
 * "0.0 MB"), "1.4 MB" above.
 */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `${formatCount(Math.max(1, Math.round(kb)))} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
