import { formatCount } from '../../../../../shared/count.ts';
import { formatCitation } from '../../../../../shared/disclosure.ts';
import { hasVeteranDiscounts } from '../../../../../shared/markets.ts';
import { formatMoney, formatMoneyRange } from '../../../../../shared/money.ts';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { Fact, NOT_STATED, percentOrNotStated, Section, yesNo } from './section.tsx';

/** What buyers compare first: investment, fees, capital required, ROI, revenue, units and flags. */
export function KeyFigures({ listing: o }: { listing: OpportunityDetail }) {
  const c = o.currency;
  const money = (v: number | null) => (v === null ? NOT_STATED : formatMoney(v, c));
  return (
    <Section id="key-figures" title="Key figures">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact
          label="Total investment"
          value={formatMoneyRange(o.investmentMin, o.investmentMax, c)}
          note={`In ${c}`}
        />
        <Fact
          label="Franchise fee"
          value={money(o.franchiseFee)}
          note="One-time, included in the investment"
        />
        <Fact label="Royalty" value={percentOrNotStated(o.royaltyPct)} note="Of gross sales" />
        <Fact label="Ad fund" value={percentOrNotStated(o.adFundPct)} note="Of gross sales" />
        <Fact label="Liquid capital required" value={money(o.liquidCapitalMin)} note="Minimum, in cash" />
        <Fact label="Net worth required" value={money(o.netWorthMin)} note="Minimum" />
        <Fact
          label="Yearly ROI"
          value={percentOrNotStated(o.roiPercentage)}
          note="As stated by the franchisor"
        />
        <Fact
          label="Average unit revenue"
          value={o.averageUnitRevenue === null ? 'Not disclosed' : `${money(o.averageUnitRevenue)} a year`}
          note={
            o.averageUnitRevenue === null
              ? undefined
              : `Source: ${formatCitation(o.averageUnitRevenueSource ?? 'Franchisor', o.averageUnitRevenueYear)}`
          }
        />
        <Fact
          label="Units"
          value={`${formatCount(o.unitsFranchised + o.unitsCompanyOwned)} open`}
          note={`${formatCount(o.unitsFranchised)} franchised, ${formatCount(o.unitsCompanyOwned)} company-owned`}
        />
        <Fact label="Founded" value={o.foundedYear ?? NOT_STATED} />
        <Fact label="Franchising since" value={o.franchisingSince ?? NOT_STATED} />
        <Fact label="Home-based" value={yesNo(o.homeBased)} />
        {hasVeteranDiscounts(o.country) && <Fact label="Veteran discount" value={yesNo(o.veteranDiscount)} />}
        <Fact
          label="Financing available"
          value={yesNo(o.financingAvailable)}
          note={o.financingAvailable ? 'Through the franchisor or partner lenders' : undefined}
        />
      </dl>
    </Section>
  );
}
