import type { RouteObject } from 'react-router';
import { DETAIL_PREFIXES, LIST_ROUTES } from './lib/paths.ts';

/** Every market list route and every detail route (spec §2), each loaded on demand. */
export function catalogRoutes(): RouteObject[] {
  return [
    ...LIST_ROUTES.map(({ path }) => ({
      path: path.slice(1),
      lazy: () => import('../../app/routes/market-list.tsx'),
    })),
    ...DETAIL_PREFIXES.map(({ prefix }) => ({
      path: `${prefix.slice(1)}/:id`,
      lazy: () => import('../../app/routes/opportunity-detail.tsx'),
    })),
  ];
}
