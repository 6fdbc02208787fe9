import { GitCompareArrows, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { bestOf, COMPARE_GROUPS } from '../../../../shared/compare.ts';
import { COMPARE_LIMIT } from '../../../../shared/limits.ts';
import { BrandLogo } from '../../../components/monogram.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOpportunities } from '../../catalog/api/get-opportunity.ts';
import { detailPath } from '../../catalog/lib/paths.ts';
import { useCompare } from '../compare-store.ts';
import { CompareFit } from './compare-fit.tsx';

export function ComparePage() {
  usePageTitle();
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
            Up to {COMPARE_LIMIT} franchises side by side on cost, earnings, momentum and risk, each figure
            with its source and year. The best value in each row is highlighted.
          </p>
        </div>
        {compare.count > 0 && (
          <Button variant="outline" onClick={compare.clear}>
            <Trash2 aria-hidden="true" /> Clear all
          </Button>
        )}
      </div>

      {!loading && <CompareFit items={items} />}

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
        // The table scrolls inside its own box, both ways, so the franchise names (top) and the
        // row labels (left) stay on screen wherever the reader is, at 375 px too.
        <div
          className="mt-8 max-h-[calc(100dvh-7rem)] overflow-auto overscroll-contain rounded-xl border border-slate-200"
          data-testid="compare-scroller"
        >
          <table
            className="w-full min-w-[36rem] border-separate border-spacing-0 text-sm"
            data-testid="compare-table"
          >
            <caption className="sr-only">
              Franchises compared side by side: cost, earnings, momentum and risk, each figure with its source
            </caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky top-0 left-0 z-30 w-28 border-b border-slate-200 bg-slate-50 p-3 text-left align-bottom font-medium text-muted sm:w-48"
                >
                  Franchise
                </th>
                {items.map((o) => (
                  <th
                    key={o.id}
                    scope="col"
                    className="sticky top-0 z-20 border-b border-slate-200 bg-slate-50 p-3 text-left align-top"
                    data-testid="compare-name"
                  >
                    <div className="flex items-start gap-2 sm:gap-3">
                      <span className="hidden sm:block">
                        <BrandLogo title={o.title} logoUrl={o.logoUrl} brandColor={o.brandColor} size="sm" />
                      </span>
                      <div className="min-w-0 flex-1">
                        <Link to={detailPath(o)} className="font-semibold hover:underline">
                          {o.title}
                        </Link>
                        <p className="hidden text-xs font-normal text-muted sm:block">{o.companyName}</p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${o.title} from compare`}
                        onClick={() => compare.remove(o.id)}
                        className="size-8 shrink-0"
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            {COMPARE_GROUPS.map((group) => (
              <tbody key={group.title}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={items.length + 1}
                    className="border-b border-slate-200 bg-brand-50/60 p-0 text-left text-xs font-bold tracking-wide text-brand-800 uppercase"
                  >
                    <span className="sticky left-0 inline-block px-3 py-2">{group.title}</span>
                  </th>
                </tr>
                {group.rows.map((row) => {
                  const best = bestOf(row, items);
                  return (
                    <tr key={row.label}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 w-28 border-b border-slate-100 bg-white p-3 text-left align-top font-medium text-muted sm:w-48"
                      >
                        {row.label}
                      </th>
                      {items.map((o, i) => {
                        const cell = row.cell(o);
                        return (
                          <td
                            key={o.id}
                            className={cn(
                              'border-b border-slate-100 p-3 align-top',
                              best.has(i) && 'bg-brand-50 font-semibold text-brand-900',
                            )}
                            data-best={best.has(i) || undefined}
                          >
                            {cell.text}
                            {best.has(i) && (
                              <span className="ml-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
                                Best
                              </span>
                            )}
                            {cell.citation && (
                              <span className="mt-0.5 block text-xs font-normal text-muted">
                                {cell.citation}
                              </span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            ))}
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
