import { createRoute } from '@hono/zod-openapi';
import {
  AdminCatalogListing,
  AdminCatalogPage,
  AdminCatalogQuery,
  AdminListingAction,
} from '../../../shared/schemas/admin-catalog.ts';
import { ListingIdParam } from '../../../shared/schemas/listings.ts';
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
const one = { description: 'The listing', content: json(AdminCatalogListing) };

const searchRoute = createRoute({
  method: 'get',
  path: '/admin/catalog/listings',
  tags,
  summary: 'Find published and paused listings',
  description: `${WHO} By part of the listing's or its company's name, market and status (published or paused); newest published first, 25 a page, with the total.`,
  request: { query: AdminCatalogQuery },
  responses: { 200: { description: 'A page of listings', content: json(AdminCatalogPage) }, ...refusals },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/catalog/listings/{id}',
  tags,
  summary: 'One published or paused listing, as the admin catalogue shows it',
  description: `${WHO} Status, featured, the moderators' pause reason and its public page.`,
  request: { params: ListingIdParam },
  responses: { 200: one, ...refusals, 404: problemResponse('No published or paused listing with this id') },
});

const actRoute = createRoute({
  method: 'post',
  path: '/admin/catalog/listings/{id}/actions',
  tags,
  summary: 'Pause with a reason, resume, feature or unfeature a listing',
  description: `${WHO} pause (a published listing; \`reason\` 10–2000 characters): it leaves the public site and its franchisor is told why in the bell and by e-mail, and may resubmit it for review. resume: lifts a moderators' pause (a pause its franchisor made is theirs to lift). feature / unfeature: the featured lists. Each action is audited.`,
  request: { params: ListingIdParam, body: { content: json(AdminListingAction), required: true } },
  responses: {
    200: one,
    ...refusals,
    404: problemResponse('No published or paused listing with this id'),
    409: problemResponse('Not possible in the listing’s status, or the plan limit'),
  },
});

export function listingAdminRoutes(deps: AppDeps) {
  const catalog = deps.services.listingCatalogAdmin;
  return createRouter()
    .openapi(searchRoute, async (c) => c.json(await catalog.search(c.var.user, c.req.valid('query')), 200))
    .openapi(getRoute, async (c) => c.json(await catalog.get(c.var.user, c.req.valid('param').id), 200))
    .openapi(actRoute, async (c) =>
      c.json(
        await catalog.act(c.var.user, c.req.valid('param').id, c.req.valid('json'), requestOrigin(c)),
        200,
      ),
    );
}
