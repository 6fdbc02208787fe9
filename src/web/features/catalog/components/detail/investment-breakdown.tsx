import { formatMoney } from '../../../../../shared/money.ts';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { NOT_STATED, Section } from './section.tsx';

/** The investment split into the franchise fee and the rest, low and high, and what is ongoing. */
export function InvestmentBreakdown({ listing: o }: { listing: OpportunityDetail }) {
  const c = o.currency;
  const money = (v: number | null) => (v === null ? NOT_STATED : formatMoney(v, c));
  const fee = o.franchiseFee ?? 0;
  const ongoing = (v: number | null) => (v === null ? NOT_STATED.toLowerCase() : `${v}%`);
  return (
    <Section id="investment-breakdown" title="Investment breakdown">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Investment breakdown in {c}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-muted">
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Low
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              High
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-2 font-normal">
              Franchise fee
            </th>
            <td className="py-2 text-right">{money(o.franchiseFee)}</td>
            <td className="py-2 text-right">{money(o.franchiseFee)}</td>
          </tr>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-2 font-normal">
              Build-out, equipment, opening stock and working capital
            </th>
            <td className="py-2 text-right">{formatMoney(o.investmentMin - fee, c)}</td>
            <td className="py-2 text-right">{formatMoney(o.investmentMax - fee, c)}</td>
          </tr>
          <tr className="font-semibold">
            <th scope="row" className="py-2">
              Total investment
            </th>
            <td className="py-2 text-right">{formatMoney(o.investmentMin, c)}</td>
            <td className="py-2 text-right">{formatMoney(o.investmentMax, c)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted">
        {/* An undisclosed cash figure is left out: "at least Not stated in cash" reads as nonsense. */}
        {o.liquidCapitalMin === null ? '' : `Of which at least ${money(o.liquidCapitalMin)} in cash. `}
        Ongoing: royalty {ongoing(o.royaltyPct)} and ad fund {ongoing(o.adFundPct)} of gross sales.
      </p>
    </Section>
  );
}
