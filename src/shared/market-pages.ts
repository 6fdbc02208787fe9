import { MARKETS, type MarketCode } from './markets.ts';

/** The heading (and page title) of a market's franchise list, the same in the server's head and on the page. */
export function marketListHeading(market: MarketCode): string {
  return market === 'US'
    ? 'Franchises in the United States'
    : `${MARKETS[market].adjective} Franchise Opportunities`;
}

/** The page title of a franchise's detail page, before `| Franchisio`. */
export function franchiseDetailTitle(title: string, market: MarketCode): string {
  return `${title} Franchise in ${MARKETS[market].name}`;
}

/**
 * The page title of a listing whose market is not open yet, as a visitor meets it: the same in
 * the server's head and on the page (which says when it is shown).
 */
export function marketNotOpenTitle(market: MarketCode): string {
  return `Coming soon to ${MARKETS[market].name}`;
}
