import { describe, expect, it } from 'vitest';
import { MARKET_CODES, MARKETS } from './markets.ts';
import { approxUsd, formatMoney, formatMoneyRange, toMajorUnits, toMinorUnits, usdPerUnit } from './money.ts';

describe('money', () => {
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
    expect(formatMoney(toMinorUnits(75_000, 'INR'), 'INR')).toBe('₹75,000');
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
});
