import { useId, useState } from 'react';
import { formatMoney, toMajorUnits, toMinorUnits } from '../../../../shared/money.ts';
import type { OpportunityDetail } from '../../../../shared/schemas/catalog.ts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { marginHint, roiDefaults, roiEstimate } from '../lib/roi.ts';

/** ROI and payback, fed by the listing's own figures, which the seeker can change. */
export function RoiCalculator({ listing }: { listing: OpportunityDetail }) {
  const id = useId();
  const c = listing.currency;
  const defaults = roiDefaults(listing);
  const [investment, setInvestment] = useState(String(Math.round(toMajorUnits(defaults.investment, c))));
  const [revenue, setRevenue] = useState(String(Math.round(toMajorUnits(defaults.revenue, c))));
  const [margin, setMargin] = useState(String(defaults.marginPct));
  const num = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? 0 : Number(v));
  const result = roiEstimate({ investment: num(investment), revenue: num(revenue), marginPct: num(margin) });
  const money = (major: number) => formatMoney(toMinorUnits(major, c), c);
  const years = result.paybackMonths === null ? null : Math.floor(result.paybackMonths / 12);
  const months = result.paybackMonths === null ? null : result.paybackMonths % 12;

  const fields = [
    {
      key: 'investment',
      label: `Total investment (${c})`,
      value: investment,
      set: setInvestment,
      step: 1000,
      hint: `Listing: ${formatMoney(listing.investmentMin, c)} – ${formatMoney(listing.investmentMax, c)}`,
    },
    {
      key: 'revenue',
      label: `Expected yearly revenue (${c})`,
      value: revenue,
      set: setRevenue,
      step: 1000,
      hint:
        listing.averageUnitRevenue !== null
          ? `Average unit revenue ${formatMoney(listing.averageUnitRevenue, c)}${listing.averageUnitRevenueYear ? ` (${listing.averageUnitRevenueYear})` : ''}`
          : 'The franchisor does not state unit revenue',
    },
    {
      key: 'margin',
      label: 'Profit margin (% of revenue)',
      value: margin,
      set: setMargin,
      step: 0.5,
      hint: marginHint(listing.roiPercentage, defaults.marginPct, num(margin)),
    },
  ];

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        {fields.map((f) => (
          <div key={f.key} className="space-y-1">
            <Label htmlFor={`${id}-${f.key}`}>{f.label}</Label>
            <Input
              id={`${id}-${f.key}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={f.step}
              value={f.value}
              onChange={(e) => f.set(e.target.value)}
              aria-describedby={`${id}-${f.key}-hint`}
            />
            <p id={`${id}-${f.key}-hint`} className="text-xs text-muted">
              {f.hint}
            </p>
          </div>
        ))}
      </div>
      <div className="rounded-xl bg-brand-50 p-5" aria-live="polite" data-testid="roi-result">
        <dl className="space-y-4">
          <div>
            <dt className="text-sm text-muted">Payback</dt>
            <dd className="text-2xl font-bold text-brand-900" data-testid="roi-payback">
              {result.paybackMonths === null ? 'Not with these figures' : `${result.paybackMonths} months`}
            </dd>
            {years !== null && years > 0 && (
              <dd className="text-sm text-muted">
                about {years} {years === 1 ? 'year' : 'years'}
                {months ? ` and ${months} ${months === 1 ? 'month' : 'months'}` : ''}
              </dd>
            )}
          </div>
          <div>
            <dt className="text-sm text-muted">Yearly ROI</dt>
            <dd className="text-2xl font-bold text-brand-900" data-testid="roi-yearly">
              {result.yearlyRoiPct === null ? '—' : `${result.yearlyRoiPct.toFixed(1)}%`}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Yearly profit</dt>
            <dd className="text-lg font-semibold">{money(result.yearlyProfit)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-muted">
          An estimate from the figures above, not a promise of earnings. Check the franchisor's disclosure
          document before you invest.
        </p>
      </div>
    </div>
  );
}
