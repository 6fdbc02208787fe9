import { ArrowRight, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '../../../../../shared/count.ts';
import { MARKETS, type MarketCode, placeName, shownWhenMarketOpens } from '../../../../../shared/markets.ts';
import { formatMoneyRange } from '../../../../../shared/money.ts';
import type { SearchInfo } from '../../../../../shared/schemas/catalog.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { investmentBands, type ListState, writeListState } from '../../lib/list-params.ts';
import { detailPath } from '../../lib/paths.ts';

const count = (total: number, exact: boolean) => `${formatCount(total)}${exact ? '' : '+'}`;

/** "pizaa" was read as "pizza": says so above the results, with a way back to the words as typed. */
export function SearchCorrection({ info }: { info: SearchInfo | undefined }) {
  if (!info?.correctedQuery) return null;
  return (
    <p className="mt-3 text-sm text-muted" data-testid="search-correction">
      Showing results for <strong className="text-ink">“{info.correctedQuery}”</strong>; no franchise uses the
      words “{info.query}” as typed.
    </p>
  );
}

/**
 * A search that found nothing here: says so, and shows where the same words do find franchises
 * (the other market) and the close industries of this market.
 */
function SearchAlternatives({
  info,
  state,
  market,
}: {
  info: SearchInfo;
  state: ListState;
  market: MarketCode;
}) {
  const alternatives = info.alternatives;
  if (!alternatives || (alternatives.markets.length === 0 && alternatives.industries.length === 0))
    return null;
  return (
    <div className="mx-auto mt-5 max-w-xl text-left" data-testid="search-alternatives">
      {alternatives.markets.map((m) => (
        <div key={m.country} className="rounded-lg bg-slate-50 p-4">
          <p className="text-sm font-semibold">
            {count(m.total, m.totalExact)} {m.total === 1 ? 'franchise' : 'franchises'} in{' '}
            {placeName(m.country)} {m.total === 1 ? 'matches' : 'match'} “{info.query}”:
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {m.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={detailPath(item)}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {item.title}
                </Link>{' '}
                <span className="text-muted">
                  · {item.category} ·{' '}
                  {formatMoneyRange(item.investmentMin, item.investmentMax, item.currency)}
                </span>
              </li>
            ))}
          </ul>
          <Link
            to={`${MARKETS[m.country].listPath}?${new URLSearchParams({ search: info.query })}`}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            Search “{info.query}” in {placeName(m.country)}{' '}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ))}
      {alternatives.industries.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold">Close industries in {placeName(market)}:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {alternatives.industries.map((i) => (
              <li key={i.category}>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`?${writeListState({ ...state, search: '', categories: [i.category], page: 1 })}`}
                  >
                    {i.category} ({count(i.total, i.totalExact)})
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** No results: what was searched, where it would be found, and one click to relax each filter set. */
export function EmptyState({
  state,
  market,
  search,
  onChange,
  onClear,
}: {
  state: ListState;
  market: MarketCode;
  search: SearchInfo | undefined;
  onChange: (next: Partial<ListState>) => void;
  onClear: () => void;
}) {
  const band = investmentBands(market).find((b) => b.min === state.min && b.max === state.max);
  const suggestions: { label: string; apply: Partial<ListState> }[] = [];
  if (state.search) suggestions.push({ label: `Remove the search “${state.search}”`, apply: { search: '' } });
  if (state.min !== undefined || state.max !== undefined)
    suggestions.push({
      label: `Any investment${band ? ` (not only ${band.label})` : ''}`,
      apply: { min: undefined, max: undefined },
    });
  if (state.categories.length)
    suggestions.push({
      label: `All industries (not only ${state.categories.join(', ')})`,
      apply: { categories: [] },
    });
  if (state.homeBased)
    suggestions.push({ label: 'Include franchises that are not home-based', apply: { homeBased: false } });
  if (state.veteranDiscount)
    suggestions.push({
      label: 'Include franchises without a veteran discount',
      apply: { veteranDiscount: false },
    });
  if (state.financing)
    suggestions.push({ label: 'Include franchises without financing', apply: { financing: false } });
  return (
    <div
      className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center"
      data-testid="empty-state"
    >
      <p className="text-lg font-semibold">
        {state.search
          ? `No franchise in ${placeName(market)} matches “${state.search}”${suggestions.length > 1 ? ' with these filters' : ''}.`
          : suggestions.length === 0 && !MARKETS[market].live
            ? `Franchisio opens soon in ${placeName(market)}.`
            : 'No franchises match all of these filters.'}
      </p>
      {search && <SearchAlternatives info={search} state={state} market={market} />}
      {suggestions.length > 0 ? (
        <>
          <p className="mt-5 text-sm text-muted">Or relax what you asked for:</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <li key={s.label}>
                <Button variant="outline" size="sm" onClick={() => onChange(s.apply)}>
                  <X aria-hidden="true" /> {s.label}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="link" className="mt-3" onClick={onClear}>
            Clear all filters
          </Button>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {MARKETS[market].live
            ? `There are no listings in ${MARKETS[market].name} yet.`
            : `${MARKETS[market].adjective} franchises are ${shownWhenMarketOpens(market)}.`}
        </p>
      )}
    </div>
  );
}
