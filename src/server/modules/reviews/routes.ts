import { createRoute, z } from '@hono/zod-openapi';
import {
  ModerateReviewInput,
  MyReviewState,
  ReplyInput,
  ReportReviewInput,
  ReviewIdParam,
  ReviewInput,
  ReviewListingParam,
  ReviewListQuery,
  ReviewPage,
  ReviewReportList,
  ReviewSchema,
} from '../../../shared/schemas/reviews.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { requestOrigin } from '../audit/index.ts';

const tags = ['Reviews'];
const signedIn = problemResponse('Not signed in');
const noListing = problemResponse('No such published franchise');
const noReview = problemResponse('No such visible review');

const pageRoute = createRoute({
  method: 'get',
  path: '/opportunities/{id}/reviews',
  tags,
  summary: 'A franchise’s reviews',
  description:
    'Public. Visible reviews, newest first, 10 a page, with the count per star and the average; each review’s author contacted the franchise before writing it.',
  request: { params: ReviewListingParam, query: ReviewListQuery },
  responses: {
    200: { description: 'A page of reviews', content: json(ReviewPage) },
    400: problemResponse('Bad page'),
    404: noListing,
  },
});

const mineRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/opportunities/{id}/reviews/mine',
  tags,
  summary: 'My review of a franchise, and what I may do',
  description:
    'Signed-in users: their own review (a hidden one with the moderator’s reason), whether they may write one and why not, whether they may reply.',
  request: { params: ReviewListingParam },
  responses: {
    200: { description: 'The state', content: json(MyReviewState) },
    401: signedIn,
    404: noListing,
  },
});

const writeRoute = createRoute({
  middleware: [requireUser, rateLimit('reviewsPerUser', 'user')] as const,
  method: 'put',
  path: '/opportunities/{id}/reviews/mine',
  tags,
  summary: 'Write or rewrite my review',
  description:
    'Seeker accounts that contacted the franchise (a request for information, a message thread or a call): 403 `reviews_by_seekers` or `review_needs_contact` otherwise. One review per seeker; writing again rewrites it.',
  request: { params: ReviewListingParam, body: { required: true, content: json(ReviewInput) } },
  responses: {
    200: { description: 'The state after writing', content: json(MyReviewState) },
    400: problemResponse('A field breaks a rule'),
    401: signedIn,
    403: problemResponse('Not a seeker, or never contacted this franchise'),
    404: noListing,
  },
});

const removeRoute = createRoute({
  middleware: [requireUser, rateLimit('reviewsPerUser', 'user')] as const,
  method: 'delete',
  path: '/opportunities/{id}/reviews/mine',
  tags,
  summary: 'Delete my review',
  description: 'Signed-in users, their own review only; the listing’s stars follow at once.',
  request: { params: ReviewListingParam },
  responses: { 204: { description: 'Deleted' }, 401: signedIn, 404: problemResponse('No review of yours') },
});

const replyRoute = createRoute({
  middleware: [requireUser, rateLimit('reviewsPerUser', 'user')] as const,
  method: 'put',
  path: '/reviews/{id}/reply',
  tags,
  summary: 'Reply in public to a review of my franchise',
  description:
    'The account that owns the listing’s company: 403 for anyone else. Replying again replaces the reply.',
  request: { params: ReviewIdParam, body: { required: true, content: json(ReplyInput) } },
  responses: {
    200: { description: 'The review with its reply', content: json(ReviewSchema) },
    400: problemResponse('A field breaks a rule'),
    401: signedIn,
    403: problemResponse('Not this franchise’s company'),
    404: noReview,
  },
});

const removeReplyRoute = createRoute({
  middleware: [requireUser, rateLimit('reviewsPerUser', 'user')] as const,
  method: 'delete',
  path: '/reviews/{id}/reply',
  tags,
  summary: 'Take back my reply',
  description: 'The account that owns the listing’s company: 403 for anyone else.',
  request: { params: ReviewIdParam },
  responses: {
    200: { description: 'The review without a reply', content: json(ReviewSchema) },
    401: signedIn,
    403: problemResponse('Not this franchise’s company'),
    404: noReview,
  },
});

const reportRoute = createRoute({
  middleware: [requireUser, rateLimit('reviewsPerUser', 'user')] as const,
  method: 'post',
  path: '/reviews/{id}/reports',
  tags,
  summary: 'Report a review to the moderators',
  description:
    'Signed-in users, once per review (409 after), not their own (400). Moderators see it on /admin/listings.',
  request: { params: ReviewIdParam, body: { required: true, content: json(ReportReviewInput) } },
  responses: {
    204: { description: 'Reported' },
    400: problemResponse('A field breaks a rule, or your own review'),
    401: signedIn,
    404: noReview,
    409: problemResponse('Already reported by you'),
  },
});

const MODERATORS =
  'Admins holding the `listings:moderate` permission: 401 for visitors, 403 for everyone else.';

const reportsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/review-reports',
  tags: ['Admin'],
  summary: 'Reported franchise reviews',
  description: `${MODERATORS} Open reports, oldest first.`,
  responses: {
    200: { description: 'Open reports', content: json(ReviewReportList) },
    401: signedIn,
    403: problemResponse('Not a moderator'),
  },
});

const moderateRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/reviews/{id}/moderation',
  tags: ['Admin'],
  summary: 'Hide, restore, or keep a reported review',
  description: `${MODERATORS} Hiding needs a reason (the author is shown it); every action closes the review’s open reports and is recorded in the audit log.`,
  request: { params: ReviewIdParam, body: { required: true, content: json(ModerateReviewInput) } },
  responses: {
    200: { description: 'Done', content: json(z.object({ ok: z.boolean() })) },
    400: problemResponse('A field breaks a rule'),
    401: signedIn,
    403: problemResponse('Not a moderator'),
    404: problemResponse('No such review'),
  },
});

export function reviewRoutes(deps: AppDeps) {
  const service = deps.services.reviews;
  return createRouter()
    .openapi(pageRoute, async (c) =>
      c.json(await service.page(c.req.valid('param').id, c.req.valid('query').page), 200),
    )
    .openapi(mineRoute, async (c) => c.json(await service.mine(c.var.user, c.req.valid('param').id), 200))
    .openapi(writeRoute, async (c) =>
      c.json(await service.write(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(removeRoute, async (c) => {
      await service.remove(c.var.user, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(replyRoute, async (c) =>
      c.json(await service.reply(c.var.user, c.req.valid('param').id, c.req.valid('json').body), 200),
    )
    .openapi(removeReplyRoute, async (c) =>
      c.json(await service.reply(c.var.user, c.req.valid('param').id, null), 200),
    )
    .openapi(reportRoute, async (c) => {
      await service.report(c.var.user, c.req.valid('param').id, c.req.valid('json').reason);
      return c.body(null, 204);
    })
    .openapi(reportsRoute, async (c) => c.json(await service.reports(c.var.user), 200))
    .openapi(moderateRoute, async (c) => {
      const user = c.var.user;
      return c.json(
        await service.moderate(
          user,
          { id: user.id, email: user.email, ...requestOrigin(c) },
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      );
    });
}
