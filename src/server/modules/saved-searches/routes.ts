import { createRoute } from '@hono/zod-openapi';
import {
  CreateSavedSearchInput,
  SavedSearchCreated,
  SavedSearchIdParam,
  SavedSearchList,
  UnsubscribeInput,
  UnsubscribeResult,
  UpdateSavedSearchInput,
} from '../../../shared/schemas/saved-searches.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';

const tags = ['Saved searches'];
const signedIn = problemResponse('Not signed in');
const missing = problemResponse('No such saved search (or another account’s)');

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/saved-searches',
  tags,
  summary: 'My saved searches',
  description:
    'Signed-in users; only the caller’s own searches, newest first, each with its recent matches (newly published franchises) and how many are not seen yet.',
  responses: { 200: { description: 'Saved searches', content: json(SavedSearchList) }, 401: signedIn },
});

const createSearchRoute = createRoute({
  middleware: [requireUser, rateLimit('savedSearchesPerUser', 'user')] as const,
  method: 'post',
  path: '/saved-searches',
  tags,
  summary: 'Save a search',
  description:
    'Signed-in users. A market list page’s filters and words; e-mail alerts are on. 409 saved_search_exists for the same search twice, saved_search_limit past 20.',
  request: { body: { required: true, content: json(CreateSavedSearchInput) } },
  responses: {
    201: {
      description: 'Saved',
      content: json(SavedSearchCreated),
    },
    400: problemResponse('Invalid filters'),
    401: signedIn,
    409: problemResponse('Already saved, or too many saved searches'),
  },
});

const updateRoute = createRoute({
  middleware: [requireUser, rateLimit('savedSearchesPerUser', 'user')] as const,
  method: 'patch',
  path: '/saved-searches/{id}',
  tags,
  summary: 'Turn a saved search’s e-mail alerts on or off',
  description: 'Signed-in users, their own searches only.',
  request: { params: SavedSearchIdParam, body: { required: true, content: json(UpdateSavedSearchInput) } },
  responses: {
    204: { description: 'Changed' },
    400: problemResponse('Invalid body'),
    401: signedIn,
    404: missing,
  },
});

const seenRoute = createRoute({
  middleware: [requireUser, rateLimit('savedSearchesPerUser', 'user')] as const,
  method: 'post',
  path: '/saved-searches/{id}/seen',
  tags,
  summary: 'Mark a saved search’s matches as seen',
  description: 'Signed-in users, their own searches only.',
  request: { params: SavedSearchIdParam },
  responses: { 204: { description: 'Marked' }, 401: signedIn, 404: missing },
});

const deleteRoute = createRoute({
  middleware: [requireUser, rateLimit('savedSearchesPerUser', 'user')] as const,
  method: 'delete',
  path: '/saved-searches/{id}',
  tags,
  summary: 'Delete a saved search',
  description: 'Signed-in users, their own searches only (another account’s answers 404).',
  request: { params: SavedSearchIdParam },
  responses: { 204: { description: 'Deleted' }, 401: signedIn, 404: missing },
});

const unsubscribeRoute = createRoute({
  middleware: [rateLimit('unsubscribePerIp', 'ip')] as const,
  method: 'post',
  path: '/saved-searches/unsubscribe',
  tags,
  summary: 'Stop a saved search’s e-mails (from the e-mail’s link)',
  description:
    'Anyone holding the signed token from an alert e-mail; no sign-in. Turns that search’s alerts off; the search itself stays.',
  request: { body: { required: true, content: json(UnsubscribeInput) } },
  responses: {
    200: { description: 'Alerts off', content: json(UnsubscribeResult) },
    400: problemResponse('No token'),
    404: problemResponse('Not a token we sent, or the search was deleted'),
  },
});

export function savedSearchRoutes({ services }: AppDeps) {
  const service = services.savedSearches;
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ items: await service.list(c.var.user) }, 200))
    .openapi(createSearchRoute, async (c) =>
      c.json(await service.create(c.var.user, c.req.valid('json')), 201),
    )
    .openapi(updateRoute, async (c) => {
      await service.setAlerts(c.var.user, c.req.valid('param').id, c.req.valid('json').alerts);
      return c.body(null, 204);
    })
    .openapi(seenRoute, async (c) => {
      await service.markSeen(c.var.user, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(deleteRoute, async (c) => {
      await service.remove(c.var.user, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(unsubscribeRoute, async (c) =>
      c.json(await service.unsubscribe(c.req.valid('json').token), 200),
    );
}
