import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { LISTING_LIMITS, OFFERING_LIMITS } from '../../../shared/limits.ts';
import { ReviewDecisionInput } from '../../../shared/schemas/listings.ts';
import {
  FeaturedOfferingsAll,
  FeaturedOfferingsQuery,
  OfferingDetailSchema,
  OfferingIdParam,
  OfferingImageSlot,
  OfferingList,
  OfferingListQuery,
  OfferingPage,
  OfferingReviewInput,
  OfferingReviewQueue,
  OfferingUuidParam,
  OfferingValuesSchema,
  VendorOfferingList,
  VendorOfferingSchema,
} from '../../../shared/schemas/offerings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { requestOrigin } from '../audit/index.ts';

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

const featuredAllRoute = createRoute({
  method: 'get',
  path: '/offerings/featured/all',
  tags,
  summary: 'Featured software, AI tools and services (spec §7)',
  description: 'Public. For the home page: of each kind, active and featured, rating descending, at most 3.',
  responses: { 200: { description: 'Three lists', content: json(FeaturedOfferingsAll) } },
});

const reviewRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/offerings/{id}/reviews',
  tags,
  summary: 'Review an offering my company bought',
  description:
    "Franchisors whose company's purchase of the offering (recorded on /earn-on-spends) was confirmed only: 403 otherwise; one review per company (409).",
  request: { params: OfferingIdParam, body: { content: json(OfferingReviewInput), required: true } },
  responses: {
    200: { description: 'The offering with the review', content: json(OfferingDetailSchema) },
    400: problemResponse('A field breaks a rule'),
    401: problemResponse('Not signed in'),
    403: problemResponse('No recorded purchase'),
    404: problemResponse('Unknown offering'),
    409: problemResponse('Already reviewed'),
  },
});

const VENDOR =
  'Franchisor accounts with a company, their own offerings only: 401, 403 for other roles, 404 for another company’s.';
const vendorRefusals = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Not a franchisor account'),
  404: problemResponse('No such offering of yours'),
};
const vendorOne = { description: 'The offering', content: json(VendorOfferingSchema) };

const mineRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/franchisor/offerings',
  tags,
  summary: 'My software, AI tool and service listings',
  description: VENDOR,
  responses: { 200: { description: 'Newest first', content: json(VendorOfferingList) }, ...vendorRefusals },
});

const createOfferingRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/franchisor/offerings',
  tags,
  summary: 'List software, an AI tool or a business service (a draft)',
  description: `${VENDOR} Cashback is at most 25% (400 above).`,
  request: { body: { content: json(OfferingValuesSchema), required: true } },
  responses: { 200: vendorOne, 400: problemResponse('A field breaks a rule'), ...vendorRefusals },
});

const getOfferingRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/franchisor/offerings/{id}',
  tags,
  summary: 'One of my offerings',
  description: VENDOR,
  request: { params: OfferingUuidParam },
  responses: { 200: vendorOne, ...vendorRefusals },
});

const updateOfferingRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'put',
  path: '/franchisor/offerings/{id}',
  tags,
  summary: 'Change one of my offerings (back to draft until approved again)',
  description: `${VENDOR} Not while it waits for review (409). Cashback at most 25% (400).`,
  request: { params: OfferingUuidParam, body: { content: json(OfferingValuesSchema), required: true } },
  responses: {
    200: vendorOne,
    400: problemResponse('A field breaks a rule'),
    ...vendorRefusals,
    409: problemResponse('Waiting for review'),
  },
});

const submitOfferingRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/franchisor/offerings/{id}/submit',
  tags,
  summary: 'Submit my offering for review',
  description: VENDOR,
  request: { params: OfferingUuidParam },
  responses: { 200: vendorOne, ...vendorRefusals, 409: problemResponse('Already in review or published') },
});

const imageRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/franchisor/offerings/{id}/images',
  tags,
  summary: 'Upload the logo or a screenshot',
  description: `${VENDOR} multipart/form-data: \`file\` (JPEG, PNG or WebP read from the bytes; at most ${LISTING_LIMITS.imageMaxBytes / 1048576} MB) and \`slot\` (logo, screenshot; at most ${OFFERING_LIMITS.screenshots} screenshots). Re-encoded to WebP without metadata.`,
  request: {
    params: OfferingUuidParam,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.any().meta({ type: 'string', format: 'binary' }),
            slot: OfferingImageSlot,
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: vendorOne,
    400: problemResponse('No file, or unreadable'),
    ...vendorRefusals,
    409: problemResponse('Too many screenshots, or in review'),
    413: problemResponse('Too large'),
    415: problemResponse('Not a JPEG, PNG or WebP picture'),
  },
});

const removeScreenshotRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/franchisor/offerings/{id}/screenshots/{index}',
  tags,
  summary: 'Remove a screenshot',
  description: VENDOR,
  request: { params: OfferingUuidParam.extend({ index: z.coerce.number().int().min(0).max(100) }) },
  responses: { 200: vendorOne, ...vendorRefusals, 409: problemResponse('In review') },
});

const MODERATORS = 'Admins holding `listings:moderate`: 401 for visitors, 403 for everyone else.';
const queueRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/offerings',
  tags: [...tags, 'Admin'],
  summary: 'Software, AI tools and services waiting for review',
  description: `${MODERATORS} Oldest first; shown in the same queue page as franchise listings.`,
  responses: {
    200: { description: 'The queue', content: json(OfferingReviewQueue) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a moderator'),
  },
});

const decideRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/offerings/{id}/decision',
  tags: [...tags, 'Admin'],
  summary: 'Approve or reject a submitted offering',
  description: `${MODERATORS} Audited; the vendor is e-mailed.`,
  request: { params: OfferingUuidParam, body: { content: json(ReviewDecisionInput), required: true } },
  responses: {
    200: { description: 'The new status', content: json(z.object({ id: z.uuid(), status: z.string() })) },
    400: problemResponse('A field breaks a rule'),
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a moderator'),
    404: problemResponse('Not waiting for review'),
    409: problemResponse('Decided meanwhile by another moderator'),
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
  const vendor = deps.services.vendorOfferings;
  const moderation = deps.services.offeringModeration;
  return createRouter()
    .openapi(featuredAllRoute, async (c) => c.json(await service.featuredAll(), 200))
    .openapi(reviewRoute, async (c) =>
      c.json(await service.review(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(mineRoute, async (c) => c.json(await vendor.mine(c.var.user), 200))
    .openapi(createOfferingRoute, async (c) =>
      c.json(await vendor.create(c.var.user, c.req.valid('json')), 200),
    )
    .openapi(getOfferingRoute, async (c) =>
      c.json(await vendor.get(c.var.user, c.req.valid('param').id), 200),
    )
    .openapi(updateOfferingRoute, async (c) =>
      c.json(await vendor.update(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(submitOfferingRoute, async (c) =>
      c.json(await vendor.submit(c.var.user, c.req.valid('param').id), 200),
    )
    .openapi(imageRoute, async (c) => {
      const form = c.req.valid('form') as { file?: unknown; slot: 'logo' | 'screenshot' };
      return c.json(await vendor.uploadImage(c.var.user, c.req.valid('param').id, form.slot, form.file), 200);
    })
    .openapi(removeScreenshotRoute, async (c) => {
      const { id, index } = c.req.valid('param');
      return c.json(await vendor.removeScreenshot(c.var.user, id, index), 200);
    })
    .openapi(queueRoute, async (c) => c.json(await moderation.queue(c.var.user), 200))
    .openapi(decideRoute, async (c) =>
      c.json(
        await moderation.decide(c.var.user, c.req.valid('param').id, requestOrigin(c), c.req.valid('json')),
        200,
      ),
    )
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
