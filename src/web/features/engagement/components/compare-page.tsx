import { GitCompareArrows, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPARE_LIMIT } from '../../../../shared/limits.ts';
import { isMarketCode, MARKETS } from '../../../../shared/markets.ts';
import { approxUsd, formatMoney, formatMoneyRange } from '../../../../shared/money.ts';
import type { OpportunityDetail } from '../../../../shared/schemas/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOpportunities } from '../../catalog/api/get-opportunity.ts';
import { BrandLogo } from '../../catalog/components/monogram.tsx';
import { detailPath } from '../../catalog/lib/paths.ts';
import { useCompare } from '../compare-store.ts';

type Better = 'low' | 'high' | null;

interface Row {
  label: string;
  /** A number to rank by (in US dollars for money, so markets compare), or null. */
  value: (o: OpportunityDetail) => number | null;
  show: (o: OpportunityDetail) => ReactNode;
  better: Better;
}

const usd = (minor: number | null, currency: string) => (minor === null ? null : approxUsd(minor, currency));
const money = (v: number | null, c: string) => (v === null ? 'Not stated' : formatMoney(v, c));
const pct = (v: number | null) => (v === null ? 'Not stated' : `${v}%`);
const flag = (v: boolean) => (v ? 'Yes' : 'No');

const ROWS: Row[] = [
  { label: 'Industry', value: () => null, show: (o) => o.category, better: null },
  {
    label: 'Market',
    value: () => null,
    show: (o) => (isMarketCode(o.country) ? MARKETS[o.country].name : o.country),
    better: null,
  },
  {
    label: 'Total investment',
    value: (o) => usd(o.investmentMin, o.currency),
    show: (o) => formatMoneyRange(o.investmentMin, o.investmentMax, o.currency),
    better: 'low',
  },
  {
    label: 'Franchise fee',
    value: (o) => usd(o.franchiseFee, o.currency),
    show: (o) => money(o.franchiseFee, o.currency),
    better: 'low',
  },
  {
    label: 'Royalty (of gross sales)',
    value: (o) => o.royaltyPct,
    show: (o) => pct(o.royaltyPct),
    better: 'low',
  },
  {
    label: 'Ad fund (of gross sales)',
    value: (o) => o.adFundPct,
    show: (o) => pct(o.adFundPct),
    better: 'low',
  },
  {
    label: 'Liquid capital required',
    value: (o) => usd(o.liquidCapitalMin, o.currency),
    show: (o) => money(o.liquidCapitalMin, o.currency),
    better: 'low',
  },
  {
    label: 'Net worth required',
    value: (o) => usd(o.netWorthMin, o.currency),
    show: (o) => money(o.netWorthMin, o.currency),
    better: 'low',
  },
  { label: 'Yearly ROI', value: (o) => o.roiPercentage, show: (o) => pct(o.roiPercentage), better: 'high' },
  {
    label: 'Average unit revenue',
    value: (o) => usd(o.averageUnitRevenue, o.currency),
    show: (o) =>
      o.averageUnitRevenue === null
        ? 'Not disclosed'
        : `${formatMoney(o.averageUnitRevenue, o.currency)} (${o.averageUnitRevenueSource ?? 'franchisor'}${o.averageUnitRevenueYear ? `, ${o.averageUnitRevenueYear}` : ''})`,
    better: 'high',
  },
  {
    label: 'Rating',
    value: (o) => o.ratingAverage,
    show: (o) =>
      o.ratingAverage === null ? 'No ratings' : `${o.ratingAverage.toFixed(1)} (${o.reviewCount} reviews)`,
    better: 'high',
  },
  {
    label: 'Units open',
    value: (o) => o.unitsFranchised + o.unitsCompanyOwned,
    show: (o) => (o.unitsFranchised + o.unitsCompanyOwned).toLocaleString('en-US'),
    better: 'high',
  },
  {
    label: 'Franchising since',
    value: (o) => (o.franchisingSince === null ? null : -o.franchisingSince),
    show: (o) => o.franchisingSince ?? 'Not stated',
    better: 'high',
  },
  {
    label: 'Training',
    value: (o) => o.trainingDays,
    show: (o) => (o.trainingDays === null ? 'Not stated' : `${o.trainingDays} days`),
    better: 'high',
  },
  {
    label: 'Territories available',
    value: (o) => o.territoriesAvailable,
    show: (o) => o.territoriesAvailable ?? 'Not stated',
    better: 'high',
  },
  { label: 'Home-based', value: () => null, show: (o) => flag(o.homeBased), better: null },
  { label: 'Veteran discount', value: () => null, show: (o) => flag(o.veteranDiscount), better: null },
  { label: 'Financing available', value: () => null, show: (o) => flag(o.financingAvailable), better: null },
];

/** Indexes of the best value in a row (ties all win); none when fewer than two have a value. */
function bestOf(row: Row, items: OpportunityDetail[]): Set<number> {
  if (!row.better) return new Set();
  const values = items.map(row.value);
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || new Set(known).size === 1) return new Set();
  const best = row.better === 'low' ? Math.min(...known) : Math.max(...known);
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])));
}

export function ComparePage() {
  usePageTitle('Compare Franchises');
  const compare = useCompare();
  const queries = useOpportunities(compare.ids);
  const loading = queries.some((q) => q.isPending);
  const items = queries.flatMap((q) => (q.data ? [q.data] : []));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Compare franchises</h1>
          <p className="mt-1 text-muted">
            Up to {COMPARE_LIMIT} franchises side by side. The best value in each row is highlighted.
          </p>
        </div>
        {compare.count > 0 && (
          <Button variant="outline" onClick={compare.clear}>
            <Trash2 aria-hidden="true" /> Clear all
          </Button>
        )}
      </div>

      {compare.count === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <GitCompareArrows aria-hidden="true" className="mx-auto size-8 text-muted" />
          <p className="mt-3 text-lg font-semibold">Nothing to compare yet</p>
          <p className="mt-1 text-sm text-muted">
            Press Compare on up to three franchises to see them side by side.
          </p>
          <div className="mt-5 flex justify-center gap-2">
            <Button asChild>
              <Link to="/united-states">US franchises</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/india-franchises">Indian franchises</Link>
            </Button>
          </div>
        </div>
      ) : loading ? (
        <Skeleton className="mt-8 h-96 w-full" />
      ) : (
        <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="compare-table">
            <caption className="sr-only">Franchises compared side by side</caption>
            <thead>
              <tr className="bg-slate-50">
                <th
                  scope="col"
                  className="sticky left-0 z-10 w-28 bg-slate-50 p-3 text-left font-medium text-muted sm:w-48"
                >
                  Franchise
                </th>
                {items.map((o) => (
                  <th key={o.id} scope="col" className="p-3 text-left align-top">
                    <div className="flex items-start gap-3">
                      <BrandLogo title={o.title} logoUrl={o.logoUrl} brandColor={o.brandColor} size="sm" />
                      <div className="min-w-0 flex-1">
                        <Link to={detailPath(o)} className="font-semibold hover:underline">
                          {o.title}
                        </Link>
                        <p className="text-xs font-normal text-muted">{o.companyName}</p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${o.title} from compare`}
                        onClick={() => compare.remove(o.id)}
                        className="size-8"
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => {
                const best = bestOf(row, items);
                return (
                  <tr key={row.label} className="border-t border-slate-100">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 w-28 bg-white p-3 text-left font-medium text-muted sm:w-48"
                    >
                      {row.label}
                    </th>
                    {items.map((o, i) => (
                      <td
                        key={o.id}
                        className={cn('p-3', best.has(i) && 'bg-brand-50 font-semibold text-brand-900')}
                        data-best={best.has(i) || undefined}
                      >
                        {row.show(o)}
                        {best.has(i) && (
                          <span className="ml-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
                            Best
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {compare.count > items.length && !loading && (
        <p className="mt-3 text-sm text-muted">
          {compare.count - items.length} franchise(s) in your list are no longer listed.{' '}
          <Button
            variant="link"
            size="inline"
            onClick={() => {
              for (const [i, q] of queries.entries()) if (q.isError) compare.remove(compare.ids[i]!);
            }}
          >
            Remove them
          </Button>
        </p>
      )}
      {compare.count > 0 && compare.count < COMPARE_LIMIT && (
        <p className="mt-4 text-sm text-muted">
          You can add {COMPARE_LIMIT - compare.count} more from the{' '}
          <Link to="/united-states" className="font-medium text-brand-700 underline">
            franchise lists
          </Link>
          .
        </p>
      )}
    </div>
  );
}
