import type { RouteObject } from 'react-router';
import { MARKET_CODES, MARKETS } from '../../../shared/markets.ts';
import { page } from '../../app/lazy-page.tsx';
import { DETAIL_PREFIXES, LIST_ROUTES } from './lib/paths.ts';

/** Every market list route, landing page and detail route (spec §2), each loaded on demand. */
export function catalogRoutes(): RouteObject[] {
  const marketList = page(() => import('../../app/routes/market-list.tsx'));
  const opportunityDetail = page(() => import('../../app/routes/opportunity-detail.tsx'));
  const landing = page(() => import('../../app/routes/landing.tsx'));
  return [
    ...LIST_ROUTES.map(({ path }) => ({ path: path.slice(1), ...marketList })),
    ...MARKET_CODES.map((c) => ({ path: `${MARKETS[c].listPath.slice(1)}/:landing`, ...landing })),
    ...DETAIL_PREFIXES.map(({ prefix }) => ({ path: `${prefix.slice(1)}/:id`, ...opportunityDetail })),
  ];
}
