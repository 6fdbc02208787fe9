/**
 * Franchise disclosure: how a figure's source is cited and how unit growth is read from the
 * unit history. One rule for the API, the pages and the fact sheet.
 */

export interface UnitCount {
  year: number;
  units: number;
}

/** Net unit growth over the last `years` years of the history (Item 20), or null without enough history. */
export function netUnitGrowth(history: readonly UnitCount[], years = 3) {
  if (history.length < 2) return null;
  const sorted = [...history].sort((a, b) => a.year - b.year);
  const last = sorted.at(-1)!;
  const first = sorted.find((p) => p.year >= last.year - years) ?? sorted[0]!;
  if (first.year === last.year) return null;
  const change = last.units - first.units;
  return {
    fromYear: first.year,
    toYear: last.year,
    fromUnits: first.units,
    toUnits: last.units,
    change,
    pct: first.units > 0 ? Math.round((change / first.units) * 1000) / 10 : 0,
  };
}

/** A year, or a fiscal year ("FY2024-25"), already named in a source text. */
const NAMES_A_PERIOD = /\b(?:FY\s?)?(?:19|20)\d{2}\b/i;

/**
 * "FDD, Item 19, 2025". A source that already names its period ("2025 FDD, Item 19",
 * "Franchisor disclosure, FY2024-25") is shown as it is, so the year is never said twice.
 */
export function formatCitation(source: string | null, year: number | null): string | null {
  if (!source) return year === null ? null : String(year);
  if (year === null || NAMES_A_PERIOD.test(source)) return source;
  return `${source}, ${year}`;
}
