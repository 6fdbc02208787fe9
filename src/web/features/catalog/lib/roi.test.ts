import { describe, expect, it } from 'vitest';
import { marginHint, roiDefaults, roiEstimate } from './roi.ts';

describe('ROI and payback calculator', () => {
  it('computes profit, payback months and yearly ROI', () => {
    expect(roiEstimate({ investment: 300_000, revenue: 1_000_000, marginPct: 12 })).toEqual({
      yearlyProfit: 120_000,
      paybackMonths: 30,
      yearlyRoiPct: 40,
    });
  });

  it('has no payback without profit and no ROI without investment', () => {
    expect(roiEstimate({ investment: 100, revenue: 0, marginPct: 20 }).paybackMonths).toBeNull();
    expect(roiEstimate({ investment: 100, revenue: 1000, marginPct: -5 }).paybackMonths).toBeNull();
    expect(roiEstimate({ investment: 0, revenue: 1000, marginPct: 10 }).yearlyRoiPct).toBeNull();
  });

  it('starts from the listing’s figures and reproduces its stated ROI', () => {
    const d = roiDefaults({
      investmentMin: 200_000,
      investmentMax: 400_000,
      averageUnitRevenue: 900_000,
      roiPercentage: 24,
    });
    expect(d.investment).toBe(300_000);
    expect(d.revenue).toBe(900_000);
    expect(d.marginPct).toBe(8);
    expect(Math.round(roiEstimate(d).yearlyRoiPct!)).toBe(24);
    const none = roiDefaults({
      investmentMin: 100,
      investmentMax: 300,
      averageUnitRevenue: 1000,
      roiPercentage: null,
    });
    expect(none.marginPct).toBe(15);
  });

  it('says the margin matches the stated ROI only while it does', () => {
    expect(marginHint(30, 12.5, 12.5)).toBe('Set to match the stated 30% yearly ROI');
    expect(marginHint(30, 12.5, 14)).toBe('12.5% would match the stated 30% yearly ROI');
    expect(marginHint(30, 12.5, 0)).not.toContain('Set to match');
    expect(marginHint(null, 15, 15)).toBe('A typical margin after royalties and costs');
  });
});
