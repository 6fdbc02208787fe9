import { createRoute } from '@hono/zod-openapi';
import {
  BookmarkIdParam,
  BookmarkList,
  BookmarkListQuery,
  BookmarkRef,
  CompareListSchema,
  CreateBookmarkInput,
  InteractionInput,
  InteractionReceipt,
  MatchListSchema,
} from '../../../shared/schemas/engagement.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { requestHeader } from '../../lib/request-headers.ts';
import { toCard } from '../catalog/index.ts';

const tags = ['Engagement'];
const signedIn = problemResponse('Not signed in');

const listBookmarks = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/bookmarks',
  tags,
  summary: 'My bookmarks',
  description: 'Signed-in users; only the caller’s own bookmarks, newest first.',
  request: { query: BookmarkListQuery },
  responses: {
    200: { description: 'Bookmarks', content: { 'application/json': { schema: BookmarkList } } },
    401: signedIn,
  },
});

const addBookmark = createRoute({
  middleware: [requireUser, rateLimit('bookmarksPerUser', 'user')] as const,
  method: 'post',
  path: '/bookmarks',
  tags,
  summary: 'Bookmark a franchise',
  description: 'Signed-in users. Idempotent: bookmarking twice answers the existing bookmark (200).',
  request: { body: { required: true, content: { 'application/json': { schema: CreateBookmarkInput } } } },
  responses: {
    200: {
      description: 'Already bookmarked',
      content: {
        'application/json': {
          schema: BookmarkRef,
        },
      },
    },
    201: {
      description: 'Bookmarked',
      content: {
        'application/json': {
          schema: BookmarkRef,
        },
      },
    },
    401: signedIn,
    404: problemResponse('Unknown or unpublished listing'),
  },
});

const removeBookmark = createRoute({
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/bookmarks/{id}',
  tags,
  summary: 'Remove a bookmark',
  description: 'Signed-in users, their own bookmarks only (another user’s bookmark answers 404).',
  request: { params: BookmarkIdParam },
  responses: { 204: { description: 'Removed' }, 401: signedIn, 404: problemResponse('No such bookmark') },
});

const getCompare = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/compare',
  tags,
  summary: 'My compare list',
  description: 'Signed-in users; the caller’s own compare list (at most 3 listing ids).',
  responses: {
    200: { description: 'Compare list', content: { 'application/json': { schema: CompareListSchema } } },
    401: signedIn,
  },
});

const putCompare = createRoute({
  middleware: [requireUser] as const,
  method: 'put',
  path: '/compare',
  tags,
  summary: 'Replace my compare list',
  description:
    'Signed-in users. At most 3 distinct listing ids (else 400); ids of listings that are gone are dropped.',
  request: { body: { required: true, content: { 'application/json': { schema: CompareListSchema } } } },
  responses: {
    200: { description: 'Stored list', content: { 'application/json': { schema: CompareListSchema } } },
    400: problemResponse('More than 3 or duplicate ids'),
    401: signedIn,
  },
});

const postInteraction = createRoute({
  middleware: [rateLimit('interactionsPerUser', 'user'), rateLimit('interactionsPerIp', 'ip')] as const,
  method: 'post',
  path: '/interactions',
  tags,
  summary: 'Record a click, or a visitor’s view of a listing',
  description:
    'Anyone. A click on a listing card (the server records views, bookmarks, inquiries and downloads of signed-in users itself where it serves them, so their `view` is recorded false), or a view of a listing page by a visitor who is not signed in, counted in the listing’s statistics without storing who. Not counted (recorded false): a crawler’s or headless browser’s user agent; for visitors, a request without a browser’s `Accept-Language` and `Sec-Fetch-Site: same-origin` or about a franchise that is not listed; the same view or click within 30 minutes; a storage failure (logged).',
  request: { body: { required: true, content: { 'application/json': { schema: InteractionInput } } } },
  responses: {
    202: {
      description: 'Accepted',
      content: { 'application/json': { schema: InteractionReceipt } },
    },
    400: problemResponse('Invalid interaction'),
    429: problemResponse('Too many interactions from this account or address'),
  },
});

const getMatches = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/discover/matches',
  tags,
  summary: 'Matches for you',
  description:
    'Signed-in users. Up to 6 listings ranked by a match score (0–100) against the caller’s investment goals, with each reason. hasGoals is false when the profile has no goals yet.',
  responses: {
    200: {
      description: 'Matches',
      content: {
        'application/json': {
          schema: MatchListSchema,
        },
      },
    },
    401: signedIn,
  },
});

export function engagementRoutes({ services }: AppDeps) {
  const { engagement: service, interactions } = services;
  return createRouter()
    .openapi(listBookmarks, async (c) => {
      const user = c.var.user;
      const { items, total } = await service.listBookmarks(user, c.req.valid('query').limit);
      return c.json(
        {
          items: items.map((b) => ({
            id: b.id,
            opportunityId: b.opportunityId,
            createdAt: b.createdAt.toISOString(),
            opportunity: { ...toCard(b.opportunity), description: b.opportunity.description },
          })),
          total,
        },
        200,
      );
    })
    .openapi(addBookmark, async (c) => {
      const user = c.var.user;
      const { bookmark, created } = await service.addBookmark(user, c.req.valid('json').opportunityId);
      const body = {
        id: bookmark.id,
        opportunityId: bookmark.opportunityId,
        createdAt: bookmark.createdAt.toISOString(),
      };
      return created ? c.json(body, 201) : c.json(body, 200);
    })
    .openapi(removeBookmark, async (c) => {
      const user = c.var.user;
      await service.removeBookmark(user, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(getCompare, async (c) => {
      const user = c.var.user;
      return c.json({ ids: await service.getCompare(user) }, 200);
    })
    .openapi(putCompare, async (c) => {
      const user = c.var.user;
      return c.json({ ids: await service.setCompare(user, c.req.valid('json').ids) }, 200);
    })
    .openapi(postInteraction, async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      const userAgent = requestHeader(c, 'user-agent');
      if (!user) {
        const recorded = await interactions.recordAnonymous(body.type, body.entityType, body.entityId, {
          address: c.get('clientIp'),
          userAgent,
          acceptLanguage: requestHeader(c, 'accept-language'),
          fetchSite: requestHeader(c, 'sec-fetch-site'),
        });
        return c.json({ recorded }, 202);
      }
      // The server records a signed-in user's views where it serves the listing.
      if (body.type === 'view') return c.json({ recorded: false }, 202);
      const recorded = await interactions.record(
        user,
        body.type,
        body.entityType,
        body.entityId,
        body.metadata,
        {
          userAgent,
        },
      );
      return c.json({ recorded }, 202);
    })
    .openapi(getMatches, async (c) => {
      const user = c.var.user;
      const { hasGoals, items } = await service.matches(user);
      return c.json(
        {
          hasGoals,
          items: items.map(({ row, match }) => ({
            opportunity: toCard(row),
            score: match.score,
            reasons: match.reasons,
          })),
        },
        200,
      );
    });
}
