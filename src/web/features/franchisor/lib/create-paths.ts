import { MARKET_CODES, MARKETS, type MarketCode } from '../../../../shared/markets.ts';

/** Spec §2 create-opportunity routes, one per market; the first market to claim a path keeps it. */
export const CREATE_ROUTES: { path: string; market: MarketCode }[] = [];
for (const code of MARKET_CODES) {
  const path = MARKETS[code].createPath;
  if (!CREATE_ROUTES.some((r) => r.path === path)) CREATE_ROUTES.push({ path, market: code });
}

export const marketOfCreatePath = (pathname: string): MarketCode =>
  CREATE_ROUTES.find((r) => r.path === pathname.replace(/\/$/, ''))?.market ?? 'US';

export const editListingPath = (id: string) => `/dashboard/listings/${id}/edit`;
