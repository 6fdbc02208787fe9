import { formatCount } from './count.ts';
import { formatCitation } from './disclosure.ts';
import { hasVeteranDiscounts, isMarketCode, MARKETS } from './markets.ts';
import { approxUsd, formatMoney, formatMoneyRange } from './money.ts';
import type { Disclosure, OpportunityDetail } from './schemas/catalog.ts';

/**
 * The compare list's rows, one rule for the compare page and the assistants' compare tool
 * (modules/assistants): what each row shows, where it comes from and which value is best.
 */

export type Better = 'low' | 'high' | null;

/** What a cell says: text, or a year shown as it is. */
export type CellText = string | number;

/** What a cell shows: the figure and, for a disclosed one, where it comes from and its year. */
export interface Cell {
  text: CellText;
  citation?: string | null;
}

export interface CompareRow {
  label: string;
  /** A number to rank by (in US dollars for money, so markets compare), or null. */
  value: (o: OpportunityDetail) => number | null;
  cell: (o: OpportunityDetail) => Cell;
  better: Better;
}

export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

export const NOT_DISCLOSED = 'Not disclosed';

type Figure<T> = { value: T | null; source: string | null; year: number | null };

/** A disclosed figure, or "Not disclosed" so that the row never disappears. */
function disclosed<T>(figure: Figure<T>, show: (value: T) => CellText): Cell {
  if (figure.value === null) return { text: NOT_DISCLOSED };
  return { text: show(figure.value), citation: formatCitation(figure.source, figure.year) };
}

const usd = (minor: number | null, currency: string) => (minor === null ? null : approxUsd(minor, currency));
const stated = (text: CellText | null): Cell =>
  text === null ? { text: 'Not stated' } : { text, citation: 'Stated by the franchisor' };
const plain = (text: CellText): Cell => ({ text });
const yesNo = (v: boolean) => plain(v ? 'Yes' : 'No');
const d = (o: OpportunityDetail): Disclosure => o.disclosure;
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${formatCount(Math.abs(n))}`;

/**
 * The comparison as franchise disclosure research lines it up: cost (Items 5–7), earnings
 * (Item 19), momentum (Item 20) and risk (Items 3–4 and turnover), then the basics.
 */
export const COMPARE_GROUPS: CompareGroup[] = [
  {
    title: 'Cost',
    rows: [
      {
        label: 'Total investment',
        value: (o) => usd(o.investmentMin, o.currency),
        cell: (o) => disclosed(d(o).investment, (v) => formatMoneyRange(v.min, v.max, o.currency)),
        better: 'low',
      },
      {
        label: 'Initial franchise fee',
        value: (o) => usd(d(o).franchiseFee.value, o.currency),
        cell: (o) => disclosed(d(o).franchiseFee, (v) => formatMoney(v, o.currency)),
        better: 'low',
      },
      {
        label: 'Royalty (of gross sales)',
        value: (o) => d(o).royaltyPct.value,
        cell: (o) => disclosed(d(o).royaltyPct, (v) => `${v}%`),
        better: 'low',
      },
      {
        label: 'Ad fund (of gross sales)',
        value: (o) => d(o).adFundPct.value,
        cell: (o) => disclosed(d(o).adFundPct, (v) => `${v}%`),
        better: 'low',
      },
      {
        label: 'Technology fee',
        value: (o) => usd(d(o).technologyFeeMonthly.value, o.currency),
        cell: (o) => disclosed(d(o).technologyFeeMonthly, (v) => `${formatMoney(v, o.currency)} a month`),
        better: 'low',
      },
      {
        label: 'Liquid capital required',
        value: (o) => usd(o.liquidCapitalMin, o.currency),
        cell: (o) => stated(o.liquidCapitalMin === null ? null : formatMoney(o.liquidCapitalMin, o.currency)),
        better: 'low',
      },
    ],
  },
  {
    title: 'Earnings',
    rows: [
      {
        label: 'Average unit revenue',
        value: (o) => usd(d(o).averageUnitRevenue.value, o.currency),
        cell: (o) => disclosed(d(o).averageUnitRevenue, (v) => `${formatMoney(v, o.currency)} a year`),
        better: 'high',
      },
      {
        label: 'Yearly ROI',
        value: (o) => o.roiPercentage,
        cell: (o) => stated(o.roiPercentage === null ? null : `${o.roiPercentage}%`),
        better: 'high',
      },
    ],
  },
  {
    title: 'Momentum',
    rows: [
      {
        label: 'Net unit growth, 3 years',
        value: (o) => d(o).netUnitGrowth.value?.pct ?? null,
        cell: (o) =>
          disclosed(
            d(o).netUnitGrowth,
            (g) => `${signed(g.change)} units (${g.pct > 0 ? '+' : ''}${g.pct}%), ${g.fromYear}–${g.toYear}`,
          ),
        better: 'high',
      },
      {
        label: 'Units open',
        value: (o) => o.unitsFranchised + o.unitsCompanyOwned,
        cell: (o) =>
          plain(
            `${formatCount(o.unitsFranchised + o.unitsCompanyOwned)} (${formatCount(o.unitsFranchised)} franchised)`,
          ),
        better: 'high',
      },
    ],
  },
  {
    title: 'Risk',
    rows: [
      {
        label: 'Litigation (Item 3)',
        value: (o) => d(o).litigationCases.value,
        cell: (o) =>
          disclosed(d(o).litigationCases, (n) =>
            n === 0 ? 'No material cases' : `${n} material ${n === 1 ? 'case' : 'cases'}`,
          ),
        better: 'low',
      },
      {
        label: 'Bankruptcy (Item 4)',
        value: (o) => (d(o).bankruptcy.value === null ? null : d(o).bankruptcy.value ? 1 : 0),
        cell: (o) => disclosed(d(o).bankruptcy, (b) => (b ? 'Bankruptcy disclosed' : 'None')),
        better: 'low',
      },
      {
        label: 'Franchisee turnover',
        value: (o) => d(o).franchiseeTurnoverPct.value,
        cell: (o) => disclosed(d(o).franchiseeTurnoverPct, (v) => `${v}% of units a year`),
        better: 'low',
      },
    ],
  },
  {
    title: 'Basics',
    rows: [
      { label: 'Industry', value: () => null, cell: (o) => plain(o.category), better: null },
      {
        label: 'Market',
        value: () => null,
        cell: (o) => plain(isMarketCode(o.country) ? MARKETS[o.country].name : o.country),
        better: null,
      },
      {
        label: 'Rating',
        value: (o) => o.ratingAverage,
        cell: (o) =>
          plain(
            o.ratingAverage === null
              ? 'No ratings'
              : `${o.ratingAverage.toFixed(1)} (${o.reviewCount} reviews)`,
          ),
        better: 'high',
      },
      {
        label: 'Franchising since',
        value: (o) => (o.franchisingSince === null ? null : -o.franchisingSince),
        cell: (o) => plain(o.franchisingSince ?? 'Not stated'),
        better: 'high',
      },
      {
        label: 'Training',
        value: (o) => o.trainingDays,
        cell: (o) => plain(o.trainingDays === null ? 'Not stated' : `${o.trainingDays} days`),
        better: 'high',
      },
      { label: 'Home-based', value: () => null, cell: (o) => yesNo(o.homeBased), better: null },
      {
        label: 'Veteran discount',
        value: () => null,
        cell: (o) => (hasVeteranDiscounts(o.country) ? yesNo(o.veteranDiscount) : plain('Not offered here')),
        better: null,
      },
      {
        label: 'Financing available',
        value: () => null,
        cell: (o) => yesNo(o.financingAvailable),
        better: null,
      },
    ],
  },
];

/** Indexes of the best value in a row (ties all win); none when fewer than two have a value. */
export function bestOf(row: CompareRow, items: OpportunityDetail[]): Set<number> {
  if (!row.better) return new Set();
  const values = items.map(row.value);
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || new Set(known).size === 1) return new Set();
  const best = row.better === 'low' ? Math.min(...known) : Math.max(...known);
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])));
}
