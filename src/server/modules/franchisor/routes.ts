import { createRoute } from '@hono/zod-openapi';
import { FranchisorDashboardSchema } from '../../../shared/schemas/franchisor.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { createFranchisorService } from './service.ts';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/franchisor/dashboard',
  tags: ['Franchisor'],
  summary: 'The signed-in franchisor’s company, listings and leads',
  description:
    'Signed-in franchisors only (seekers get 403, visitors 401). Answers the company the account owns, its franchise listings with their status, and the information requests it received, newest first.',
  responses: {
    200: {
      description: 'The dashboard',
      content: { 'application/json': { schema: FranchisorDashboardSchema } },
    },
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a franchisor account'),
    404: problemResponse('The account owns no franchisor company'),
  },
});

export function franchisorRoutes(deps: AppDeps) {
  const service = createFranchisorService(deps.database.db);
  return createRouter().openapi(dashboardRoute, async (c) =>
    c.json(await service.dashboard(c.var.user), 200),
  );
}
