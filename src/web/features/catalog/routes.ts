import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';
import { DETAIL_PREFIXES, LIST_ROUTES } from './lib/paths.ts';

/** Every market list route and every detail route (spec §2), each loaded on demand. */
export function catalogRoutes(): RouteObject[] {
  const marketList = page(() => import('../../app/routes/market-list.tsx'));
  const opportunityDetail = page(() => import('../../app/routes/opportunity-detail.tsx'));
  return [
    ...LIST_ROUTES.map(({ path }) => ({ path: path.slice(1), ...marketList })),
    ...DETAIL_PREFIXES.map(({ prefix }) => ({ path: `${prefix.slice(1)}/:id`, ...opportunityDetail })),
  ];
}
