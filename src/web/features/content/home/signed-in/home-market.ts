import { isMarketCode, MARKETS, type MarketCode } from '../../../../../shared/markets.ts';

/** Spec §2: the primary button leads to these markets' lists; anyone else gets 'Explore Franchises'. */
const PRIMARY_MARKETS: readonly MarketCode[] = ['US', 'IN', 'CA', 'DE'];
/** Spec §7: featured lists exist for these profile locations; other countries get none. */
const FEATURED_MARKETS: readonly MarketCode[] = ['US', 'IN', 'CA', 'DE', 'AT'];

export function primaryAction(location: string | null | undefined): { label: string; to: string } {
  if (location && isMarketCode(location) && PRIMARY_MARKETS.includes(location)) {
    const market = MARKETS[location];
    return { label: `Explore ${market.adjective} Franchises`, to: market.listPath };
  }
  return { label: 'Explore Franchises', to: MARKETS.US.listPath };
}

export function featuredMarketOf(location: string | null | undefined): MarketCode | null {
  return location && isMarketCode(location) && FEATURED_MARKETS.includes(location) ? location : null;
}

/** The list a seeker browses from the home page: their market's when it has one, else the US. */
export function browseMarketOf(location: string | null | undefined): MarketCode {
  return location && isMarketCode(location) ? location : 'US';
}
