import { createRoute } from '@hono/zod-openapi';
import { FeaturedQuery, OpportunityCardList } from '../../../shared/schemas/catalog.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { toCard } from './presenters.ts';
import { createCatalogService } from './service.ts';

const featuredRoute = createRoute({
  method: 'get',
  path: '/opportunities/featured',
  tags: ['Catalog'],
  summary: 'Featured franchises of a market',
  description: 'Public. Active, featured and published listings of one market, newest first, at most 6.',
  request: { query: FeaturedQuery },
  responses: {
    200: {
      description: 'Featured listings',
      content: { 'application/json': { schema: OpportunityCardList } },
    },
    400: problemResponse('Unknown market'),
  },
});

export function catalogRoutes({ database }: AppDeps) {
  const service = createCatalogService(database.db);
  return createRouter().openapi(featuredRoute, async (c) => {
    const { country } = c.req.valid('query');
    const rows = await service.featured(country);
    return c.json({ items: rows.map(toCard) }, 200);
  });
}
