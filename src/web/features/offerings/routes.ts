import type { RouteObject } from 'react-router';
import { OFFERING_KIND_PAGES } from '../../../shared/offering-kinds.ts';

/** Both list paths and every detail path of software, AI tools and business services (spec §2). */
export function offeringRoutes(): RouteObject[] {
  return Object.values(OFFERING_KIND_PAGES).flatMap((k) => [
    ...k.listPaths.map((path) => ({
      path: path.slice(1),
      lazy: () => import('../../app/routes/offerings-list.tsx'),
    })),
    ...k.detailPrefixes.map((prefix) => ({
      path: `${prefix.slice(1)}/:id`,
      lazy: () => import('../../app/routes/offering-detail.tsx'),
    })),
  ]);
}
