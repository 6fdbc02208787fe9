import { createRoute } from '@hono/zod-openapi';
import { FranchisorDashboardSchema, FranchisorLeadSchema } from '../../../shared/schemas/franchisor.ts';
import {
  AdminListingStatsSchema,
  LeadIdParam,
  LeadUpdateInput,
  ListingIdParam,
  ListingStatsQuery,
  ListingStatsSchema,
} from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';

/** Every route here is for franchisor accounts; the guard answers 401/403 before the handler. */
const FRANCHISORS_ONLY = 'The dashboard is for franchisor accounts.';

const refusals = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Not a franchisor account'),
  404: problemResponse('The account owns no franchisor company, or the record is not its own'),
};

const dashboardRoute = createRoute({
  middleware: [requireRole('franchisor', FRANCHISORS_ONLY)] as const,
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
    ...refusals,
  },
});

const updateLeadRoute = createRoute({
  middleware: [requireRole('franchisor', FRANCHISORS_ONLY)] as const,
  method: 'patch',
  path: '/franchisor/leads/{id}',
  tags: ['Franchisor'],
  summary: 'Move a lead on (new → contacted → qualified → won / lost) or note something',
  description: 'Signed-in franchisors, for leads of their own company only (another company’s lead is 404).',
  request: { params: LeadIdParam, body: { content: json(LeadUpdateInput), required: true } },
  responses: { 200: { description: 'The lead', content: json(FranchisorLeadSchema) }, ...refusals },
});

const leadsCsvRoute = createRoute({
  middleware: [requireRole('franchisor', FRANCHISORS_ONLY)] as const,
  method: 'get',
  path: '/franchisor/leads.csv',
  tags: ['Franchisor'],
  summary: 'My leads as a CSV file',
  description: 'Signed-in franchisors; their own company’s leads, newest first.',
  responses: { 200: { description: 'text/csv' }, ...refusals },
});

const statsRoute = createRoute({
  middleware: [requireRole('franchisor', FRANCHISORS_ONLY)] as const,
  method: 'get',
  path: '/franchisor/listings/{id}/stats',
  tags: ['Franchisor'],
  summary: 'Views, clicks, bookmarks, compares and leads per day',
  description:
    'Signed-in franchisors, for their own listings; the last 7, 30 or 90 days. Views and clicks count every visitor, signed in or not (bots left out); bookmarks and compares are signed-in acts.',
  request: { params: ListingIdParam, query: ListingStatsQuery },
  responses: { 200: { description: 'Daily figures', content: json(ListingStatsSchema) }, ...refusals },
});

const adminStatsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/listings/{id}/stats',
  tags: ['Admin'],
  summary: 'A listing’s views, clicks, bookmarks, compares and leads per day',
  description:
    'Admins with listings:moderate (401 visitors, 403 others); any listing. The same figures its franchisor sees: views and clicks of every visitor, signed in or not, bots left out; the last 7, 30 or 90 days.',
  request: { params: ListingIdParam, query: ListingStatsQuery },
  responses: {
    200: { description: 'Daily figures', content: json(AdminListingStatsSchema) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a moderator'),
    404: problemResponse('No such listing'),
  },
});

export function franchisorRoutes(deps: AppDeps) {
  const service = deps.services.franchisor;
  return createRouter()
    .openapi(dashboardRoute, async (c) => c.json(await service.dashboard(c.var.user), 200))
    .openapi(updateLeadRoute, async (c) =>
      c.json(await service.updateLead(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(leadsCsvRoute, async (c) => {
      const csv = await service.leadsCsv(c.var.user);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="leads.csv"',
      });
    })
    .openapi(statsRoute, async (c) =>
      c.json(await service.stats(c.var.user, c.req.valid('param').id, c.req.valid('query').days), 200),
    )
    .openapi(adminStatsRoute, async (c) =>
      c.json(await service.adminStats(c.var.user, c.req.valid('param').id, c.req.valid('query').days), 200),
    );
}
