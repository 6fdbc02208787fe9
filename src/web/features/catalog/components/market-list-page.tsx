import { AlertTriangle, ChevronLeft, ChevronRight, Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MARKETS, type MarketCode } from '../../../../shared/markets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLiveSearchParams } from '../../../lib/use-live-search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import {
  activeFilterCount,
  type ListState,
  PAGE_SIZE,
  readListState,
  SORT_LABELS,
  shownPage,
  writeListState,
} from '../lib/list-params.ts';
import { marketOfListPath } from '../lib/paths.ts';
import { EmptyState, SearchCorrection } from './empty-state.tsx';
import { ListFilters } from './list-filters.tsx';
import { ComingSoonBanner } from './notify-me.tsx';
import { OpportunityCard, OpportunityCardSkeleton } from './opportunity-card.tsx';

export function listHeading(market: MarketCode) {
  return market === 'US'
    ? 'Franchises in the United States'
    : `${MARKETS[market].adjective} Franchise Opportunities`;
}

export function MarketListPage() {
  const location = useLocation();
  const market = marketOfListPath(location.pathname);
  const m = MARKETS[market];
  const [params, changeParams] = useLiveSearchParams();
  const state = readListState(params);
  const query = useOpportunities(market, state);
  const [searchText, setSearchText] = useState(state.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  usePageTitle(listHeading(market));

  // The header search changes ?search= while this page is open.
  useEffect(() => setSearchText(state.search), [state.search]);

  function update(next: Partial<ListState>, keepPage = false) {
    changeParams((current) => {
      const live = readListState(current);
      return writeListState({ ...live, ...next, page: keepPage ? (next.page ?? live.page) : 1 });
    });
  }
  function onSearch(e: FormEvent) {
    e.preventDefault();
    update({ search: searchText.trim() });
  }

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end is answered with the last one (?page=99 of 6): the page shown is the
  // one the server answered, and the address is corrected to it.
  const page = shownPage(state.page, query.isPlaceholderData ? undefined : query.data);
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  const active = activeFilterCount(state);
  useEffect(() => {
    if (page !== state.page) {
      changeParams((current) => writeListState({ ...readListState(current), page }), { replace: true });
    }
  }, [page, state.page, changeParams]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header>
        <p className="text-sm font-semibold text-brand-600">
          {m.live ? `Live in ${market === 'US' ? 'the United States' : m.name}` : 'Coming soon'}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {listHeading(market)}
        </h1>
        <p className="mt-2 max-w-3xl text-muted">
          Compare investment, fees, royalties and ratings of franchises in{' '}
          {market === 'US' ? 'the United States' : m.name}. Every figure shows its currency and where it comes
          from.
        </p>
      </header>
      {!m.live && (
        <div className="mt-6">
          <ComingSoonBanner market={market} />
        </div>
      )}

      <search className="mt-6">
        <form onSubmit={onSearch} className="flex gap-2">
          <Label htmlFor="list-search" className="sr-only">
            Search franchises in {m.name}
          </Label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted" />
            <Input
              id="list-search"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder="Search by brand, company, industry or keyword"
              className="pl-9"
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
      </search>

      <div className="mt-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside aria-label="Filters" className="lg:block">
          <Button
            variant="outline"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="list-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters{active > 0 ? ` (${active})` : ''}
          </Button>
          <div id="list-filters" className={cn('mt-4 lg:mt-0 lg:block', filtersOpen ? 'block' : 'hidden')}>
            <ListFilters market={market} state={state} onChange={(next) => update(next)} />
            {active > 0 && (
              <Button
                variant="link"
                size="inline"
                className="mt-4"
                onClick={() => changeParams(() => new URLSearchParams())}
              >
                Clear all filters
              </Button>
            )}
          </div>
        </aside>

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
                    {total.toLocaleString('en-US')}
                    {query.data.totalExact ? '' : '+'}
                  </strong>{' '}
                  {total === 1 ? 'franchise' : 'franchises'}
                  {total > 0 && ` · showing ${from}–${to}`}
                </span>
              )}
            </h2>
            <div className="flex items-center gap-2">
              <Label htmlFor="list-sort" className="text-sm text-muted">
                Sort by
              </Label>
              <select
                id="list-sort"
                value={state.sort}
                onChange={(e) => update({ sort: e.target.value as ListState['sort'] })}
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

          {!query.isPending && !query.isError && <SearchCorrection info={query.data.search} />}
          {query.isPending ? (
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <OpportunityCardSkeleton />
                </li>
              ))}
            </ul>
          ) : query.isError ? (
            <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
              <AlertTriangle aria-hidden="true" className="mx-auto size-6 text-red-700" />
              <p className="mt-2 font-semibold text-red-800">We could not load the franchises.</p>
              <p className="mt-1 text-sm text-red-800">{query.error.message}</p>
              <Button className="mt-4" onClick={() => query.refetch()}>
                Try again
              </Button>
            </div>
          ) : total === 0 ? (
            <EmptyState
              state={state}
              market={market}
              search={query.data.search}
              onChange={update}
              onClear={() => changeParams(() => new URLSearchParams())}
            />
          ) : (
            <>
              <ul
                className={cn(
                  'mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
                  query.isPlaceholderData && 'opacity-60',
                )}
              >
                {query.data.items.map((item) => (
                  <li key={item.id}>
                    <OpportunityCard item={item} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-2">
                  <PageLink state={state} page={page - 1} disabled={page <= 1} label="Previous page">
                    <ChevronLeft aria-hidden="true" /> Previous
                  </PageLink>
                  <span className="px-3 text-sm text-muted">
                    Page {page} of {pages}
                    {query.data.totalExact ? '' : '+'}
                  </span>
                  <PageLink state={state} page={page + 1} disabled={page >= pages} label="Next page">
                    Next <ChevronRight aria-hidden="true" />
                  </PageLink>
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function PageLink({
  state,
  page,
  disabled,
  label,
  children,
}: {
  state: ListState;
  page: number;
  disabled: boolean;
  label: string;
  children: React.ReactNode;
}) {
  if (disabled) {
    return (
      <Button variant="outline" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <Link to={`?${writeListState({ ...state, page })}`} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
