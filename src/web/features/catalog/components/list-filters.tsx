import { INDUSTRIES } from '../../../../shared/enums.ts';
import { hasVeteranDiscounts, type MarketCode } from '../../../../shared/markets.ts';
import { Label } from '../../../components/ui/input.tsx';
import { bandOf, investmentBands, type ListState } from '../lib/list-params.ts';

const FLAGS = [
  ['homeBased', 'Home-based'],
  ['veteranDiscount', 'Veteran discount'],
  ['financing', 'Financing available'],
] as const;

export function ListFilters({
  market,
  state,
  onChange,
}: {
  market: MarketCode;
  state: ListState;
  onChange: (next: Partial<ListState>) => void;
}) {
  const band = bandOf(market, state);
  const bands = investmentBands(market);
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold">Investment</legend>
        <Label htmlFor="filter-investment" className="sr-only">
          Investment
        </Label>
        <select
          id="filter-investment"
          aria-describedby="filter-investment-hint"
          value={band}
          onChange={(e) => {
            const chosen = bands.find((b) => b.id === e.target.value);
            onChange({ min: chosen?.min, max: chosen?.max });
          }}
          className="mt-2 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <option value="">Any investment</option>
          {bands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
          {band === 'custom' && <option value="custom">Custom range</option>}
        </select>
        <p id="filter-investment-hint" className="mt-1.5 text-xs text-muted">
          The most a franchise can cost, its whole investment range
        </p>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">Industry</legend>
        <ul className="mt-2 grid gap-1.5">
          {INDUSTRIES.map((industry) => {
            const id = `filter-industry-${industry.replace(/\W+/g, '-').toLowerCase()}`;
            const checked = state.categories.includes(industry);
            return (
              <li key={industry} className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    onChange({
                      categories: checked
                        ? state.categories.filter((c) => c !== industry)
                        : [...state.categories, industry],
                    })
                  }
                  className="size-4 rounded border-slate-300 accent-brand-700"
                />
                <label htmlFor={id} className="text-sm">
                  {industry}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">Options</legend>
        <ul className="mt-2 grid gap-1.5">
          {FLAGS.filter(([key]) => key !== 'veteranDiscount' || hasVeteranDiscounts(market)).map(
            ([key, label]) => (
              <li key={key} className="flex items-center gap-2">
                <input
                  id={`filter-${key}`}
                  type="checkbox"
                  checked={state[key]}
                  onChange={() => onChange({ [key]: !state[key] })}
                  className="size-4 rounded border-slate-300 accent-brand-700"
                />
                <label htmlFor={`filter-${key}`} className="text-sm">
                  {label}
                </label>
              </li>
            ),
          )}
        </ul>
      </fieldset>
    </div>
  );
}
