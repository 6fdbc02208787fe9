import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import type { NavigateOptions } from 'react-router';
import { formatCount } from '../../../../../shared/count.ts';
import type { MarketCode } from '../../../../../shared/markets.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Label } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { SaveSearchButton } from '../../../saved-searches/components/save-search-button.tsx';
import type { useOpportunities } from '../../api/list-opportunities.ts';
import { type ListState, PAGE_SIZE, SORT_LABELS, shownPage } from '../../lib/list-params.ts';
import { OpportunityCard, OpportunityCardSkeleton } from '../opportunity-card.tsx';
import { EmptyState, SearchCorrection } from './empty-state.tsx';
import { Pagination } from './pagination.tsx';
import { UnderstoodChips } from './understood-chips.tsx';

const GRID = 'mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

interface ResultsProps {
  market: MarketCode;
  state: ListState;
  query: ReturnType<typeof useOpportunities>;
  onChange: (next: Partial<ListState>, keepPage?: boolean, options?: NavigateOptions) => void;
  onClear: () => void;
}

/**
 * A page past the end is answered with the last one (?page=99 of 6): the page shown is the one
 * the server answered, and the address is corrected to it.
 */
function useShownPage(state: ListState, query: ResultsProps['query'], onChange: ResultsProps['onChange']) {
  const page = shownPage(state.page, query.isPlaceholderData ? undefined : query.data);
  useEffect(() => {
    if (page !== state.page) onChange({ page }, true, { replace: true });
  }, [page, state.page, onChange]);
  return page;
}

/** The count and sort bar, then the cards of this page with its pagination (or why there are none). */
export function ListResults({ market, state, query, onChange, onClear }: ResultsProps) {
  const total = query.data?.total ?? 0;
  const page = useShownPage(state, query, onChange);
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <section aria-labelledby="results-heading" className="mt-6 lg:mt-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" className="text-sm text-muted" aria-live="polite">
          {query.isPending ? (
            'Loading franchises…'
          ) : query.isError ? (
            'Franchises could not be loaded'
          ) : (
            <span data-testid="result-count">
              <strong className="text-ink">
                {formatCount(total)}
                {query.data.totalExact ? '' : '+'}
              </strong>{' '}
              {total === 1 ? 'franchise' : 'franchises'}
              {total > 0 && ` · showing ${from}–${to}`}
            </span>
          )}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <SaveSearchButton
            country={market}
            filters={{
              search: state.search,
              categories: state.categories,
              ...(state.min !== undefined ? { min: state.min } : {}),
              ...(state.max !== undefined ? { max: state.max } : {}),
              homeBased: state.homeBased,
              veteranDiscount: state.veteranDiscount,
              financing: state.financing,
            }}
          />
          <div className="flex items-center gap-2">
            <Label htmlFor="list-sort" className="text-sm text-muted">
              Sort by
            </Label>
            <select
              id="list-sort"
              value={state.sort}
              onChange={(e) => onChange({ sort: e.target.value as ListState['sort'] })}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {!query.isPending && !query.isError && (
        <>
          <UnderstoodChips understood={query.data.understood} state={state} onChange={onChange} />
          <SearchCorrection info={query.data.search} />
        </>
      )}
      <Results
        market={market}
        state={{ ...state, page }}
        query={query}
        onChange={onChange}
        onClear={onClear}
      />
    </section>
  );
}

function Results({ market, state, query, onChange, onClear }: ResultsProps) {
  if (query.isPending) {
    return (
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <OpportunityCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto size-6 text-red-700" />
        <p className="mt-2 font-semibold text-red-800">We could not load the franchises.</p>
        <p className="mt-1 text-sm text-red-800">{query.error.message}</p>
        <Button className="mt-4" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.total === 0) {
    return (
      <EmptyState
        state={state}
        market={market}
        search={query.data.search}
        onChange={onChange}
        onClear={onClear}
      />
    );
  }
  return (
    <>
      <ul className={cn(GRID, query.isPlaceholderData && 'opacity-60')}>
        {query.data.items.map((item) => (
          <li key={item.id}>
            <OpportunityCard item={item} />
          </li>
        ))}
      </ul>
      <Pagination
        state={state}
        pages={Math.max(1, Math.ceil(query.data.total / PAGE_SIZE))}
        pagesExact={query.data.totalExact}
      />
    </>
  );
}
