import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { type NavigateOptions, useLocation } from 'react-router';
import { marketListHeading } from '../../../../shared/market-pages.ts';
import { placeName } from '../../../../shared/markets.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLiveSearchParams } from '../../../lib/use-live-search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import { activeFilterCount, type ListState, readListState, writeListState } from '../lib/list-params.ts';
import { marketOfListPath } from '../lib/paths.ts';
import { LandingLinks } from './landing/landing-links.tsx';
import { ListIntro } from './list/list-intro.tsx';
import { ListResults } from './list/list-results.tsx';
import { ListSearch } from './list/list-search.tsx';
import { ListFilters } from './list-filters.tsx';

/**
 * A market's franchises (`/united-states`, `/india-franchises` …), rendered on the server with
 * the page the URL asks for. Search, filters, sort and page live in the URL.
 */
export function MarketListPage() {
  const location = useLocation();
  const market = marketOfListPath(location.pathname);
  const [params, changeParams] = useLiveSearchParams();
  const state = readListState(params);
  const query = useOpportunities(market, state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  usePageTitle(marketListHeading(market));

  function update(next: Partial<ListState>, keepPage = false, options?: NavigateOptions) {
    changeParams((current) => {
      const live = readListState(current);
      return writeListState({ ...live, ...next, page: keepPage ? (next.page ?? live.page) : 1 });
    }, options);
  }
  const clear = () => changeParams(() => new URLSearchParams());
  const active = activeFilterCount(state);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListIntro market={market} />
      <ListSearch
        marketName={placeName(market)}
        search={state.search}
        onSearch={(search) => update({ search, literal: false })}
      />
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
              <Button variant="link" size="inline" className="mt-4" onClick={clear}>
                Clear all filters
              </Button>
            )}
          </div>
        </aside>
        <ListResults market={market} state={state} query={query} onChange={update} onClear={clear} />
      </div>
      <LandingLinks market={market} />
    </div>
  );
}
