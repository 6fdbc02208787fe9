import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { marketNotOpenTitle } from '../../../../../shared/market-pages.ts';
import {
  LIVE_MARKETS,
  MARKETS,
  type MarketCode,
  shownWhenMarketOpens,
} from '../../../../../shared/markets.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { ComingSoonBanner } from '../notify-me.tsx';

/**
 * A listing of a market that is not open yet, as a visitor meets it: when it is shown, a way to
 * hear when the market opens, and the open markets' lists.
 */
export function MarketNotOpenView({ market }: { market: MarketCode }) {
  usePageTitle(marketNotOpenTitle(market));
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24" data-testid="market-not-open">
      <div className="text-center">
        <div className="mx-auto grid size-14 place-items-center rounded-full bg-amber-50 text-amber-800">
          <Clock aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {marketNotOpenTitle(market)}
        </h1>
        <p className="mt-3 text-base text-muted">This franchise is {shownWhenMarketOpens(market)}.</p>
      </div>
      <div className="mt-8">
        <ComingSoonBanner market={market} />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {LIVE_MARKETS.map((code) => (
          <Button key={code} asChild variant="outline">
            <Link to={MARKETS[code].listPath}>Browse {MARKETS[code].adjective} franchises</Link>
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Above a listing its company or an admin sees before the market opens: nobody else does yet. */
export function PreviewNotice({ market }: { market: MarketCode }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="market-preview"
    >
      <strong>Preview.</strong> {MARKETS[market].name} is not open yet: only your company and Franchisio's
      admins see this page. It is {shownWhenMarketOpens(market)}.
    </p>
  );
}
