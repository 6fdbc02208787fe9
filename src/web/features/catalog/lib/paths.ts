import { isMarketCode, MARKET_CODES, MARKETS, type MarketCode } from '../../../../shared/markets.ts';

export { detailPath } from '../../../../shared/markets.ts';

export function listPath(country: string): string {
  return isMarketCode(country) ? MARKETS[country].listPath : MARKETS.US.listPath;
}

/** Every list route (canonical and aliases) with its market. */
export const LIST_ROUTES: { path: string; market: MarketCode }[] = MARKET_CODES.flatMap((code) =>
  [MARKETS[code].listPath, ...MARKETS[code].listAliases].map((path) => ({ path, market: code })),
);

/** Every detail route prefix (canonical and aliases) with its market. */
export const DETAIL_PREFIXES: { prefix: string; market: MarketCode }[] = MARKET_CODES.flatMap((code) =>
  [MARKETS[code].detailPrefix, ...MARKETS[code].detailAliases].map((prefix) => ({ prefix, market: code })),
);

export function marketOfListPath(pathname: string): MarketCode {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return LIST_ROUTES.find((r) => r.path === clean)?.market ?? 'US';
}

export function detailPrefixOf(pathname: string): string {
  return pathname.replace(/\/[^/]+\/?$/, '');
}
