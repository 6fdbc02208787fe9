import { marketListHeading } from '../../../../../shared/market-pages.ts';
import { MARKETS, type MarketCode, placeName } from '../../../../../shared/markets.ts';
import { ComingSoonBanner } from '../notify-me.tsx';

/** The list's heading and what it offers; a market that is not live yet says so and offers notify me. */
export function ListIntro({ market }: { market: MarketCode }) {
  const live = MARKETS[market].live;
  return (
    <>
      <header>
        <p className="text-sm font-semibold text-brand-600">
          {live ? `Live in ${placeName(market)}` : 'Coming soon'}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {marketListHeading(market)}
        </h1>
        <p className="mt-2 max-w-3xl text-muted">
          Compare investment, fees, royalties and ratings of franchises in {placeName(market)}. Every figure
          shows its currency and where it comes from.
        </p>
      </header>
      {!live && (
        <div className="mt-6">
          <ComingSoonBanner market={market} />
        </div>
      )}
    </>
  );
}
