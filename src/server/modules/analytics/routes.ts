import { createRoute } from '@hono/zod-openapi';
import { PageViewInput, PageViewReceipt } from '../../../shared/schemas/analytics.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';

const route = createRoute({
  middleware: [rateLimit('pageViews', 'ip')] as const,
  method: 'post',
  path: '/analytics/page-views',
  tags: ['Analytics'],
  summary: 'Record a page view',
  description: 'Public; sent by the web app on every route change. Known bots are dropped.',
  request: { body: { required: true, content: { 'application/json': { schema: PageViewInput } } } },
  responses: {
    202: {
      description: 'Accepted (recorded is false when the sender was a known bot)',
      content: { 'application/json': { schema: PageViewReceipt } },
    },
    400: problemResponse('Invalid page view'),
    429: problemResponse('Too many page views from this address'),
  },
});

export function analyticsRoutes({ services }: AppDeps) {
  const service = services.analytics;
  return createRouter().openapi(route, async (c) => {
    const body = c.req.valid('json');
    const id = await service.recordPageView({ ...body, userAgent: c.req.header('user-agent') });
    return c.json({ recorded: id !== null }, 202);
  });
}
