import { X } from 'lucide-react';
import { MARKETS, type MarketCode } from '../../../../../shared/markets.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { investmentBands, type ListState } from '../../lib/list-params.ts';

/** Each filter that is set, as a one-click way to relax it. */
function relaxations(state: ListState, market: MarketCode): { label: string; apply: Partial<ListState> }[] {
  const band = investmentBands(market).find((b) => b.min === state.min && b.max === state.max);
  const out: { label: string; apply: Partial<ListState> }[] = [];
  if (state.search) out.push({ label: `Remove the search “${state.search}”`, apply: { search: '' } });
  if (state.min !== undefined || state.max !== undefined)
    out.push({
      label: `Any investment${band ? ` (not only ${band.label})` : ''}`,
      apply: { min: undefined, max: undefined },
    });
  if (state.categories.length)
    out.push({
      label: `All industries (not only ${state.categories.join(', ')})`,
      apply: { categories: [] },
    });
  if (state.homeBased)
    out.push({ label: 'Include franchises that are not home-based', apply: { homeBased: false } });
  if (state.veteranDiscount)
    out.push({ label: 'Include franchises without a veteran discount', apply: { veteranDiscount: false } });
  if (state.financing)
    out.push({ label: 'Include franchises without financing', apply: { financing: false } });
  return out;
}

/** No results: offer to relax each filter that is set, one click each. */
export function EmptyState({
  state,
  market,
  onChange,
  onClear,
}: {
  state: ListState;
  market: MarketCode;
  onChange: (next: Partial<ListState>) => void;
  onClear: () => void;
}) {
  const suggestions = relaxations(state, market);
  return (
    <div
      className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center"
      data-testid="empty-state"
    >
      <p className="text-lg font-semibold">No franchises match all of these filters.</p>
      {suggestions.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-muted">Try relaxing one of them:</p>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
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
        <p className="mt-1 text-sm text-muted">There are no listings in {MARKETS[market].name} yet.</p>
      )}
    </div>
  );
}
