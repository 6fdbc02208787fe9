import type { RouteObject } from 'react-router';
import { OFFERING_KIND_PAGES } from '../../../shared/offering-kinds.ts';
import { page } from '../../app/lazy-page.tsx';

/** Both list paths and every detail path of software, AI tools and business services (spec §2). */
export function offeringRoutes(): RouteObject[] {
  const offeringsList = page(() => import('../../app/routes/offerings-list.tsx'));
  const offeringDetail = page(() => import('../../app/routes/offering-detail.tsx'));
  return Object.values(OFFERING_KIND_PAGES).flatMap((k) => [
    ...k.listPaths.map((path) => ({ path: path.slice(1), ...offeringsList })),
    ...k.detailPrefixes.map((prefix) => ({ path: `${prefix.slice(1)}/:id`, ...offeringDetail })),
  ]);
}
