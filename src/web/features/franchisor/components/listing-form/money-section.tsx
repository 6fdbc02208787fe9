import type { MarketCode } from '../../../../../shared/markets.ts';
import { MARKETS } from '../../../../../shared/markets.ts';
import { currencyName } from '../../../../../shared/money.ts';
import { MoneyField, NumberField, Section, SourcePicker } from './fields.tsx';

/** Every figure a buyer compares, each with where it comes from. */
export function MoneySection({ country }: { country: MarketCode }) {
  const { currency } = MARKETS[country];
  const rupees = currency === 'INR';
  return (
    <Section id="sec-money" title={`Investment and fees (${currency})`}>
      <p className="text-sm text-muted sm:col-span-2">
        Amounts in {currencyName(currency)}
        {rupees ? ', shown in lakh and crore as you type' : ''}.
      </p>
      <MoneyField name="investmentMin" label="Minimum investment" currency={currency} />
      <MoneyField name="investmentMax" label="Maximum investment" currency={currency} />
      <div className="sm:col-span-2">
        <SourcePicker field="investment" />
      </div>
      <div className="space-y-2">
        <MoneyField name="franchiseFee" label="Franchise fee" currency={currency} />
        <SourcePicker field="franchiseFee" />
      </div>
      <div className="space-y-2">
        <NumberField name="royaltyPct" label="Royalty" suffix="%" />
        <SourcePicker field="royaltyPct" />
      </div>
      <div className="space-y-2">
        <NumberField name="adFundPct" label="Ad fund" suffix="%" />
        <SourcePicker field="adFundPct" />
      </div>
      <div className="space-y-2">
        <NumberField name="roiPercentage" label="ROI" suffix="%" />
        <SourcePicker field="roiPercentage" />
      </div>
      <div className="space-y-2">
        <MoneyField name="liquidCapitalMin" label="Liquid capital required" currency={currency} />
        <SourcePicker field="liquidCapitalMin" />
      </div>
      <div className="space-y-2">
        <MoneyField name="netWorthMin" label="Net worth required" currency={currency} />
        <SourcePicker field="netWorthMin" />
      </div>
      <div className="space-y-2">
        <MoneyField name="averageUnitRevenue" label="Average unit revenue" currency={currency} />
        <SourcePicker field="averageUnitRevenue" />
      </div>
      <NumberField name="averageUnitRevenueYear" label="Revenue year" whole />
    </Section>
  );
}
