import { describe, expect, it } from 'vitest';
import { formatCitation, netUnitGrowth } from './disclosure.ts';

describe('formatCitation', () => {
  it('never says the year twice ("2025 FDD, Item 19, 2025", "FY2024, 2025")', () => {
    expect(formatCitation('2025 FDD, Item 19', 2025)).toBe('2025 FDD, Item 19');
    expect(formatCitation('Franchisor-reported, FY2024', 2024)).toBe('Franchisor-reported, FY2024');
    expect(formatCitation('Franchisor disclosure, FY2024-25', 2025)).toBe('Franchisor disclosure, FY2024-25');
    expect(formatCitation('FDD, Item 7', 2025)).toBe('FDD, Item 7, 2025');
    expect(formatCitation('Stated by the franchisor', null)).toBe('Stated by the franchisor');
    expect(formatCitation(null, 2024)).toBe('2024');
    expect(formatCitation(null, null)).toBeNull();
  });
});

describe('netUnitGrowth', () => {
  it('reads the last three years of the unit history', () => {
    const history = [2020, 2021, 2022, 2023, 2024, 2025].map((year, i) => ({ year, units: 100 + i * 10 }));
    expect(netUnitGrowth(history)).toEqual({
      fromYear: 2022,
      toYear: 2025,
      fromUnits: 120,
      toUnits: 150,
      change: 30,
      pct: 25,
    });
  });

  it('shows shrinking brands and does without enough history', () => {
    expect(
      netUnitGrowth([
        { year: 2023, units: 50 },
        { year: 2025, units: 40 },
      ]),
    ).toMatchObject({
      fromYear: 2023,
      change: -10,
      pct: -20,
    });
    expect(netUnitGrowth([{ year: 2025, units: 40 }])).toBeNull();
    expect(netUnitGrowth([])).toBeNull();
  });
});
