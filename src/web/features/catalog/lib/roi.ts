/** The ROI and payback calculator's arithmetic (all amounts in the same unit). */
export interface RoiInput {
  investment: number;
  /** Expected yearly revenue. */
  revenue: number;
  /** Profit margin in percent of revenue, after royalties, ad fund and running costs. */
  marginPct: number;
}

export interface RoiResult {
  yearlyProfit: number;
  /** Months until the profit has paid the investment back; null when there is no profit. */
  paybackMonths: number | null;
  /** Yearly profit as a percent of the investment; null without an investment. */
  yearlyRoiPct: number | null;
}

export function roiEstimate({ investment, revenue, marginPct }: RoiInput): RoiResult {
  const yearlyProfit = (revenue * marginPct) / 100;
  return {
    yearlyProfit,
    paybackMonths: yearlyProfit > 0 && investment > 0 ? Math.ceil((investment / yearlyProfit) * 12) : null,
    yearlyRoiPct: investment > 0 ? (yearlyProfit / investment) * 100 : null,
  };
}

/**
 * Starting values from the listing: the middle of its investment range, its average unit
 * revenue, and the margin that reproduces its stated ROI (else 15%).
 */
export function roiDefaults(listing: {
  investmentMin: number;
  investmentMax: number;
  averageUnitRevenue: number | null;
  roiPercentage: number | null;
}): RoiInput {
  const investment = Math.round((listing.investmentMin + listing.investmentMax) / 2);
  const roi = listing.roiPercentage;
  const revenue =
    listing.averageUnitRevenue ?? (roi ? Math.round((investment * roi) / 100 / 0.15) : investment);
  const implied = roi && revenue > 0 ? (investment * roi) / revenue : 15;
  const marginPct = Math.min(60, Math.max(1, Math.round(implied * 10) / 10));
  return { investment, revenue, marginPct };
}

/**
 * What the margin field says under it: while it holds the margin worked out from the listing's
 * stated ROI, that it was set to match it; once the seeker changes it, which margin would.
 */
export function marginHint(statedRoiPct: number | null, listingMarginPct: number, marginPct: number): string {
  if (statedRoiPct === null) return 'A typical margin after royalties and costs';
  if (marginPct === listingMarginPct) return `Set to match the stated ${statedRoiPct}% yearly ROI`;
  return `${listingMarginPct}% would match the stated ${statedRoiPct}% yearly ROI`;
}
