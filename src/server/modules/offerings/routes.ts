import { createRoute } from '@hono/zod-openapi';
import {
  FeaturedOfferingsQuery,
  OfferingDetailSchema,
  OfferingIdParam,
  OfferingList,
  OfferingListQuery,
  OfferingPage,
} from '../../../shared/schemas/offerings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';

const tags = ['Offerings'];

const listRoute = createRoute({
  method: 'get',
  path: '/offerings',
  tags,
  summary: 'Software, AI tools or business services',
  description:
    'Public. Active offerings of one kind, filtered by category and a search over name, vendor, category and short description; sorted by rating (default), cashback or lowest price. Answers one page, the total and the categories of that kind.',
  request: { query: OfferingListQuery },
  responses: {
    200: { description: 'One page of offerings', content: { 'application/json': { schema: OfferingPage } } },
    400: problemResponse('Unknown kind or sort, or limit above 100'),
  },
});

const featuredRoute = createRoute({
  method: 'get',
  path: '/offerings/featured',
  tags,
  summary: 'Featured offerings of one kind',
  description: 'Public. Active and featured offerings of one kind, highest rating first, at most 3.',
  request: { query: FeaturedOfferingsQuery },
  responses: {
    200: { description: 'Featured offerings', content: { 'application/json': { schema: OfferingList } } },
    400: problemResponse('Unknown kind'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/offerings/{id}',
  tags,
  summary: 'One offering',
  description: 'Public. Every field of an active offering, with up to 3 similar offerings of its kind.',
  request: { params: OfferingIdParam },
  responses: {
    200: { description: 'The offering', content: { 'application/json': { schema: OfferingDetailSchema } } },
    404: problemResponse('Unknown or inactive offering'),
  },
});

export function offeringsRoutes(deps: AppDeps) {
  const service = deps.services.offerings;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(featuredRoute, async (c) =>
      c.json({ items: await service.featured(c.req.valid('query').kind) }, 200),
    )
    .openapi(detailRoute, async (c) => {
      const offering = await service.detail(c.req.valid('param').id);
      // The one place an offering view is recorded: the page asks for it once per visit.
      await deps.services.interactions.record(
        c.var.user,
        'view',
        offering.kind,
        offering.id,
        {},
        {
          userAgent: c.req.header('user-agent'),
        },
      );
      return c.json(offering, 200);
    });
}
