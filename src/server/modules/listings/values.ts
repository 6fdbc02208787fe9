import { MARKETS, type MarketCode } from '../../../shared/markets.ts';
import { formatMoney, toMajorUnits, toMinorUnits } from '../../../shared/money.ts';
import {
  FIGURE_LABELS,
  type FigureSourceValue,
  type FinancialField,
  type ListingFormValues,
  type ListingValues,
} from '../../../shared/schemas/listings.ts';
import type { franchiseOpportunities } from '../../db/schema/index.ts';

export type ListingRow = typeof franchiseOpportunities.$inferSelect;

const MONEY_FIELDS = [
  'investmentMin',
  'investmentMax',
  'franchiseFee',
  'liquidCapitalMin',
  'netWorthMin',
  'averageUnitRevenue',
] as const;

const PLAIN_FIELDS = [
  'title',
  'tagline',
  'description',
  'category',
  'royaltyPct',
  'adFundPct',
  'roiPercentage',
  'averageUnitRevenueYear',
  'unitsFranchised',
  'unitsCompanyOwned',
  'foundedYear',
  'franchisingSince',
  'trainingDays',
  'territoriesAvailable',
  'homeBased',
  'veteranDiscount',
  'financingAvailable',
] as const;

/**
 * Key figures: a change to any of them on a published listing waits for a reviewer; other
 * fields (wording, training, flags) go live when the franchisor submits them.
 */
export const KEY_FIELDS = [
  'title',
  'category',
  ...MONEY_FIELDS,
  'royaltyPct',
  'adFundPct',
  'roiPercentage',
  'averageUnitRevenueYear',
  'unitsFranchised',
  'unitsCompanyOwned',
  'sources',
  'logoUrl',
  'bannerImageUrl',
] as const;

/** A source in words, as the detail page shows it: "FDD Item 19 (2024)" or "Franchisor-reported". */
export function sourceText(s: FigureSourceValue | undefined): string | null {
  if (!s) return null;
  return s.kind === 'fdd' ? `FDD Item ${s.item} (${s.year})` : 'Franchisor-reported';
}

/** The live listing as form values (major units). */
export function valuesFromRow(row: ListingRow): ListingValues {
  const v: Record<string, unknown> = {};
  for (const f of PLAIN_FIELDS) v[f] = row[f];
  for (const f of MONEY_FIELDS) {
    const minor = row[f];
    v[f] = minor === null ? null : toMajorUnits(minor, row.currency);
  }
  v.sources = row.figureSources;
  v.logoUrl = row.logoUrl;
  v.bannerImageUrl = row.bannerImageUrl;
  return v as ListingValues;
}

/** Complete form values as the live columns (minor units). */
export function rowFromValues(values: ListingFormValues & ListingValues, currency: string) {
  const minor = (n: number | null | undefined) =>
    n === null || n === undefined ? null : toMinorUnits(n, currency);
  return {
    title: values.title,
    tagline: values.tagline || null,
    description: values.description,
    category: values.category,
    investmentMin: toMinorUnits(values.investmentMin, currency),
    investmentMax: toMinorUnits(values.investmentMax, currency),
    franchiseFee: minor(values.franchiseFee),
    liquidCapitalMin: minor(values.liquidCapitalMin),
    netWorthMin: minor(values.netWorthMin),
    averageUnitRevenue: minor(values.averageUnitRevenue),
    averageUnitRevenueYear: values.averageUnitRevenueYear ?? null,
    averageUnitRevenueSource: sourceText(values.sources.averageUnitRevenue),
    royaltyPct: values.royaltyPct ?? null,
    adFundPct: values.adFundPct ?? null,
    roiPercentage: values.roiPercentage ?? null,
    unitsFranchised: values.unitsFranchised,
    unitsCompanyOwned: values.unitsCompanyOwned,
    foundedYear: values.foundedYear ?? null,
    franchisingSince: values.franchisingSince ?? null,
    trainingDays: values.trainingDays ?? null,
    territoriesAvailable: values.territoriesAvailable ?? null,
    homeBased: values.homeBased,
    veteranDiscount: values.veteranDiscount,
    financingAvailable: values.financingAvailable,
    figureSources: values.sources as Record<string, FigureSourceValue>,
    logoUrl: values.logoUrl ?? null,
    bannerImageUrl: values.bannerImageUrl ?? null,
  };
}

const LABELS: Record<string, string> = {
  title: 'Brand name',
  tagline: 'Tagline',
  description: 'Description',
  category: 'Industry',
  investmentMin: 'Minimum investment',
  investmentMax: 'Maximum investment',
  franchiseFee: FIGURE_LABELS.franchiseFee,
  liquidCapitalMin: 'Liquid capital',
  netWorthMin: 'Net worth',
  averageUnitRevenue: 'Average unit revenue',
  averageUnitRevenueYear: 'Revenue year',
  royaltyPct: 'Royalty %',
  adFundPct: 'Ad fund %',
  roiPercentage: 'ROI %',
  unitsFranchised: 'Franchised units',
  unitsCompanyOwned: 'Company-owned units',
  foundedYear: 'Year founded',
  franchisingSince: 'Franchising since',
  trainingDays: 'Training days',
  territoriesAvailable: 'Territories available',
  homeBased: 'Home-based',
  veteranDiscount: 'Veteran discount',
  financingAvailable: 'Financing available',
  logoUrl: 'Logo',
  bannerImageUrl: 'Banner',
};

function show(field: string, value: unknown, country: MarketCode): string {
  if (value === null || value === undefined || value === '') return '—';
  if ((MONEY_FIELDS as readonly string[]).includes(field) && typeof value === 'number') {
    const currency = MARKETS[country].currency;
    return formatMoney(toMinorUnits(value, currency), currency);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** What differs between the live values and the working copy, field by field, in words. */
export function diffValues(before: ListingValues | null, after: ListingValues, country: MarketCode) {
  const changes: { field: string; label: string; before: string; after: string }[] = [];
  for (const field of [...PLAIN_FIELDS, ...MONEY_FIELDS, 'logoUrl', 'bannerImageUrl'] as const) {
    const a = show(field, (before as Record<string, unknown> | null)?.[field], country);
    const b = show(field, (after as Record<string, unknown>)[field], country);
    if (!before || a !== b)
      changes.push({ field, label: LABELS[field] ?? field, before: before ? a : '—', after: b });
  }
  const sourcesBefore = (before?.sources ?? {}) as Partial<Record<FinancialField, FigureSourceValue>>;
  const sourcesAfter = (after.sources ?? {}) as Partial<Record<FinancialField, FigureSourceValue>>;
  for (const f of Object.keys(FIGURE_LABELS) as FinancialField[]) {
    const a = sourceText(sourcesBefore[f]) ?? '—';
    const b = sourceText(sourcesAfter[f]) ?? '—';
    if (a !== b || (!before && b !== '—')) {
      changes.push({
        field: `sources.${f}`,
        label: `${FIGURE_LABELS[f]} source`,
        before: before ? a : '—',
        after: b,
      });
    }
  }
  return changes;
}

/** JSON with object keys sorted: jsonb does not keep the order they were written in. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether the working copy changes a key figure of the live listing. */
export function changesKeyFigures(live: ListingValues, next: ListingValues): boolean {
  return KEY_FIELDS.some(
    (f) =>
      canonical((live as Record<string, unknown>)[f]) !== canonical((next as Record<string, unknown>)[f]),
  );
}
