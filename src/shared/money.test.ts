import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from './count.ts';
import { MARKET_CODES, MARKETS } from './markets.ts';
import {
  approxUsd,
  currencyName,
  formatMoney,
  formatMoneyRange,
  toMajorUnits,
  toMinorUnits,
  usdPerUnit,
} from './money.ts';

describe('money', () => {
  it('names a currency as running text does (issue 37.9: not "United States’s currency")', () => {
    expect(currencyName('USD')).toBe('US dollars');
    expect(currencyName('INR')).toBe('Indian rupees');
    expect(currencyName('THB')).toBe('Thai baht');
    expect(currencyName('EUR')).toBe('euros');
  });

  it('converts between major and minor units', () => {
    expect(toMinorUnits(1250000, 'INR')).toBe(125000000);
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMajorUnits(1999, 'USD')).toBe(19.99);
  });

  it('shows India in lakh and crore with one decimal, always (spec §9)', () => {
    expect(formatMoney(toMinorUnits(1_250_000, 'INR'), 'INR')).toBe('₹12.5 L');
    expect(formatMoney(toMinorUnits(500_000, 'INR'), 'INR')).toBe('₹5.0 L');
    expect(formatMoney(toMinorUnits(1_200_000, 'INR'), 'INR')).toBe('₹12.0 L');
    expect(formatMoney(toMinorUnits(100_000, 'INR'), 'INR')).toBe('₹1.0 L');
    expect(formatMoney(toMinorUnits(9_990_000, 'INR'), 'INR')).toBe('₹99.9 L');
    expect(formatMoney(toMinorUnits(10_000_000, 'INR'), 'INR')).toBe('₹1.0 Cr');
    expect(formatMoney(toMinorUnits(250_000_000, 'INR'), 'INR')).toBe('₹25.0 Cr');
    expect(formatMoney(toMinorUnits(25_000_000, 'INR'), 'INR')).toBe('₹2.5 Cr');
    // A fee under a lakh too (issue 34): ₹75,000 reads ₹0.8 L beside a ₹12.5 L investment.
    expect(formatMoney(toMinorUnits(75_000, 'INR'), 'INR')).toBe('₹0.8 L');
    expect(formatMoney(toMinorUnits(25_000, 'INR'), 'INR')).toBe('₹0.3 L');
    expect(formatMoney(toMinorUnits(10_000, 'INR'), 'INR')).toBe('₹0.1 L');
  });

  it('writes out rupees a tenth of a lakh would hide, and a billed price to the rupee', () => {
    expect(formatMoney(toMinorUnits(9_999, 'INR'), 'INR')).toBe('₹9,999');
    expect(formatMoney(toMinorUnits(24_999, 'INR'), 'INR', { exact: true })).toBe('₹24,999');
    expect(formatMoney(toMinorUnits(1_25_000, 'INR'), 'INR', { exact: true })).toBe('₹1.3 L');
  });

  it('formats other markets in their own currency', () => {
    expect(formatMoney(15_000_000, 'USD')).toBe('$150,000');
    expect(formatMoney(15_000_000, 'CAD')).toBe('CA$150,000');
    expect(formatMoney(15_000_000, 'AUD')).toBe('A$150,000');
    expect(formatMoney(15_000_000, 'EUR')).toMatch(/^150\.000\s€$/);
    expect(formatMoney(15_000_000, 'GBP')).toBe('£150,000');
    expect(formatMoney(120_000_000, 'USD', { compact: true })).toBe('$1.2M');
    expect(formatMoney(15_000_000, 'NZD')).toBe('NZ$150,000');
    expect(formatMoney(15_000_000, 'SGD')).toMatch(/^SGD\s150,000$/);
    expect(formatMoney(15_000_000, 'SEK')).toMatch(/^150\s000\skr$/);
    expect(formatMoney(15_000_000, 'THB')).toBe('฿150,000');
  });

  it('has a dated rate for every market’s currency', () => {
    for (const code of MARKET_CODES) expect(usdPerUnit(MARKETS[code].currency), code).not.toBeNull();
    // 1,000,000 baht is about 31,000 dollars at the 2026-01-01 rate.
    expect(Math.round(approxUsd(toMinorUnits(1_000_000, 'THB'), 'THB'))).toBe(31_000);
  });

  it('formats ranges: the issue-12 case reads ₹5.0 L – ₹12.0 L', () => {
    expect(formatMoneyRange(toMinorUnits(500_000, 'INR'), toMinorUnits(1_200_000, 'INR'), 'INR')).toBe(
      '₹5.0 L – ₹12.0 L',
    );
    expect(formatMoneyRange(toMinorUnits(500_000, 'INR'), toMinorUnits(1_500_000, 'INR'), 'INR')).toBe(
      '₹5.0 L – ₹15.0 L',
    );
  });

  describe('dollars and rupees without Intl (a page that formats them never loads ICU)', () => {
    afterEach(() => vi.restoreAllMocks());

    const intlUsd = (major: number, compact: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 0,
        maximumFractionDigits: compact ? 1 : 0,
        ...(compact ? { notation: 'compact' as const } : {}),
      }).format(major);

    // Edges of rounding and of each unit, then a fixed pseudo-random spread over 14 magnitudes.
    const sums = [0, 1, 49, 50, 999, 1000, 1049, 1050, 1051, 9949, 9950, 99_950, 999_949, 999_950];
    sums.push(1_000_000, 1_049_999, 1_050_000, 999_949_999, 999_950_000, 1e12, 999_950_000_000);
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) sums.push(Math.floor(next() * 10 ** Math.floor(next() * 14)));

    it('writes dollars exactly as Intl does, plain and compact, cents included', () => {
      for (const major of sums) {
        for (const cents of [0, 49, 50, 99]) {
          const minor = major * 100 + cents;
          expect(formatMoney(minor, 'USD'), String(minor)).toBe(intlUsd(minor / 100, false));
          expect(formatMoney(minor, 'USD', { compact: true }), String(minor)).toBe(
            intlUsd(minor / 100, true),
          );
        }
      }
    });

    it('writes rupees under a lakh exactly as Intl does in en-IN', () => {
      const inr = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
      for (let rupees = 0; rupees < 1_00_000; rupees += 37) {
        expect(formatMoney(rupees * 100, 'INR', { exact: true })).toBe(inr.format(rupees));
      }
    });

    it('asks nothing of Intl for dollars, rupees and counts', () => {
      // Formatters are kept once built: using one reads its `format` getter.
      const format = vi.spyOn(Intl.NumberFormat.prototype as { readonly format: unknown }, 'format', 'get');
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');
      const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
      formatMoneyRange(15_000_000, 30_000_000, 'USD');
      formatMoney(120_000_000, 'USD', { compact: true });
      formatMoneyRange(toMinorUnits(500_000, 'INR'), toMinorUnits(1_200_000, 'INR'), 'INR');
      formatMoney(toMinorUnits(75_000, 'INR'), 'INR');
      expect(toMinorUnits(19.99, 'USD')).toBe(1999);
      expect(formatCount(1_234_567)).toBe('1,234,567');
      expect(numberFormat).not.toHaveBeenCalled();
      expect(format).not.toHaveBeenCalled();
      expect(toLocale).not.toHaveBeenCalled();
    });
  });
});
