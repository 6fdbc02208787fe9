import { createRoute } from '@hono/zod-openapi';
import {
  AdminCatalogOffering,
  AdminOfferingAction,
  AdminOfferingCatalogPage,
  AdminOfferingCatalogQuery,
} from '../../../shared/schemas/admin-catalog.ts';
import { OfferingUuidParam } from '../../../shared/schemas/offerings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { requestOrigin } from '../audit/index.ts';

const tags = ['Admin'];
const WHO = 'Admins with `listings:moderate` (401 visitors, 403 others).';
const refusals = {
  400: problemResponse('Invalid input, naming the field'),
  401: problemResponse('Not authenticated'),
  403: problemResponse('Not an admin, or an admin without listings:moderate'),
};

const searchRoute = createRoute({
  method: 'get',
  path: '/admin/catalog/offerings',
  tags,
  summary: 'Find published software, AI tools and services',
  description: `${WHO} By part of the offering's or its vendor's name, kind and state (live, or paused by the moderators); by name, 25 a page, with the total.`,
  request: { query: AdminOfferingCatalogQuery },
  responses: {
    200: { description: 'A page of offerings', content: json(AdminOfferingCatalogPage) },
    ...refusals,
  },
});

const actRoute = createRoute({
  method: 'post',
  path: '/admin/catalog/offerings/{id}/actions',
  tags,
  summary: 'Pause an offering with a reason, or resume it',
  description: `${WHO} pause (a live offering; \`reason\` 10–2000 characters): it leaves the public site and its vendor is e-mailed why, and may resubmit it. resume: lifts the moderators' pause. Audited.`,
  request: { params: OfferingUuidParam, body: { content: json(AdminOfferingAction), required: true } },
  responses: {
    200: { description: 'The offering', content: json(AdminCatalogOffering) },
    ...refusals,
    404: problemResponse('No published offering with this id'),
    409: problemResponse('Not live (pause) or not paused by the moderators (resume)'),
  },
});

export function offeringAdminRoutes(deps: AppDeps) {
  const catalog = deps.services.offeringCatalogAdmin;
  return createRouter()
    .openapi(searchRoute, async (c) => c.json(await catalog.search(c.var.user, c.req.valid('query')), 200))
    .openapi(actRoute, async (c) =>
      c.json(
        await catalog.act(c.var.user, c.req.valid('param').id, c.req.valid('json'), requestOrigin(c)),
        200,
      ),
    );
}
