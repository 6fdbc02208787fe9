import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.tsx';
import { CREATE_ROUTES } from './lib/create-paths.ts';

/** Spec §2 create-opportunity routes (one form, the market fixed by the route) and the edit route. */
export function franchisorRoutes(): RouteObject[] {
  const create = page(() => import('../../app/routes/create-opportunity.tsx'));
  return [
    ...CREATE_ROUTES.map(({ path }) => ({ path: path.slice(1), ...create })),
    { path: 'dashboard/listings/:id/edit', ...page(() => import('../../app/routes/edit-listing.tsx')) },
  ];
}
