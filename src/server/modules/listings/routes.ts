import { createRoute, z } from '@hono/zod-openapi';
import { LISTING_LIMITS } from '../../../shared/limits.ts';
import {
  CreateListingInput,
  EditableListingSchema,
  ListingActionInput,
  ListingDraftSchema,
  ListingFileParam,
  ListingIdParam,
  ReviewDecisionInput,
  ReviewQueueSchema,
} from '../../../shared/schemas/listings.ts';
import { singleLineText } from '../../../shared/schemas/text.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { requestOrigin } from '../audit/index.ts';
import { IMAGE_SLOTS } from './images.ts';

const tags = ['Franchisor listings'];
const owner =
  'Signed-in franchisors, for listings of their own company only (401 visitors, 403 other roles, 404 another company’s listing).';
const listing = { description: 'The listing as its owner edits it', content: json(EditableListingSchema) };
const refusals = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Not a franchisor account'),
  404: problemResponse('No such listing of this company'),
};
const file = z.any().meta({ type: 'string', format: 'binary' });

const createListing = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/franchisor/listings',
  tags,
  summary: 'Start a listing (a draft) in a market',
  description: `${owner} Any subset of the form's fields, each checked by its rule. Markets that are not open yet take listings: once approved, one is shown as soon as its market opens.`,
  request: { body: { content: json(CreateListingInput), required: true } },
  responses: { 201: listing, 400: problemResponse('A field breaks its rule'), ...refusals },
});

const getListing = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/franchisor/listings/{id}',
  tags,
  summary: 'One of my listings, with its working copy',
  description: owner,
  request: { params: ListingIdParam },
  responses: { 200: listing, ...refusals },
});

const saveListing = createRoute({
  middleware: [requireUser] as const,
  method: 'put',
  path: '/franchisor/listings/{id}',
  tags,
  summary: 'Save the working copy (autosave)',
  description: `${owner} Saves the form; nothing changes on the public site until the listing is submitted and approved.`,
  request: { params: ListingIdParam, body: { content: json(ListingDraftSchema), required: true } },
  responses: {
    200: listing,
    400: problemResponse('A field breaks its rule'),
    409: problemResponse('Archived'),
    ...refusals,
  },
});

const actOnListing = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/franchisor/listings/{id}/actions',
  tags,
  summary: 'Submit for review, pause, resume or archive',
  description: `${owner} submit: the complete listing is checked (422 naming each field); a published listing's key figures wait for review while the published version stays visible.`,
  request: { params: ListingIdParam, body: { content: json(ListingActionInput), required: true } },
  responses: {
    200: listing,
    409: problemResponse('Not possible in the listing’s status'),
    422: problemResponse('The listing is incomplete or breaks a rule'),
    ...refusals,
  },
});

const uploadImage = createRoute({
  middleware: [requireUser, rateLimit('listingUploadsPerUser', 'user')] as const,
  method: 'post',
  path: '/franchisor/listings/{id}/images',
  tags,
  summary: 'Upload the logo, the banner or a gallery picture',
  description: `${owner} multipart/form-data: \`file\` (JPEG, PNG or WebP read from the bytes; at most ${LISTING_LIMITS.imageMaxBytes / 1048576} MB) and \`slot\` (logo, banner, gallery). Re-encoded to WebP without metadata.`,
  request: {
    params: ListingIdParam,
    body: {
      content: { 'multipart/form-data': { schema: z.object({ file, slot: z.enum(IMAGE_SLOTS) }) } },
      required: true,
    },
  },
  responses: {
    200: listing,
    400: problemResponse('No file, or unreadable'),
    413: problemResponse('Too large'),
    415: problemResponse('Not a JPEG, PNG or WebP picture'),
    ...refusals,
  },
});

const removeImage = createRoute({
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/franchisor/listings/{id}/images/{fileId}',
  tags,
  summary: 'Remove a gallery picture',
  description: owner,
  request: { params: ListingFileParam },
  responses: { 200: listing, ...refusals },
});

const uploadDocument = createRoute({
  middleware: [requireUser, rateLimit('listingUploadsPerUser', 'user')] as const,
  method: 'post',
  path: '/franchisor/listings/{id}/documents',
  tags,
  summary: 'Attach a PDF document',
  description: `${owner} multipart/form-data: \`file\` (a PDF, read from the bytes; at most ${LISTING_LIMITS.documentMaxBytes / 1048576} MB), \`title\`, \`kind\` (brochure, disclosure, financials, other).`,
  request: {
    params: ListingIdParam,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file,
            title: singleLineText(
              0,
              LISTING_LIMITS.documentTitle,
              `Title must be at most ${LISTING_LIMITS.documentTitle} characters.`,
            ).optional(),
            kind: z.enum(['brochure', 'disclosure', 'financials', 'other']).optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: listing,
    400: problemResponse('No file'),
    413: problemResponse('Too large'),
    415: problemResponse('Not a PDF'),
    ...refusals,
  },
});

const removeDocument = createRoute({
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/franchisor/listings/{id}/documents/{fileId}',
  tags,
  summary: 'Remove a document',
  description: owner,
  request: { params: ListingFileParam },
  responses: { 200: listing, ...refusals },
});

const reviewQueue = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/admin/listings',
  tags: ['Admin'],
  summary: 'Listings and edits waiting for review',
  description:
    'Admins with listings:moderate (401 visitors, 403 others). Oldest first, each with what changed.',
  responses: {
    200: { description: 'The queue', content: json(ReviewQueueSchema) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a moderator'),
  },
});

const decide = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/admin/listings/{id}/decision',
  tags: ['Admin'],
  summary: 'Approve or reject a submission',
  description:
    'Admins with listings:moderate. Approve publishes the working copy; reject needs a reason, which is e-mailed to the franchisor. Audited.',
  request: { params: ListingIdParam, body: { content: json(ReviewDecisionInput), required: true } },
  responses: {
    200: { description: 'Decided', content: json(z.object({ id: z.uuid(), status: z.string() })) },
    401: problemResponse('Not signed in'),
    403: problemResponse('Not a moderator'),
    404: problemResponse('Not waiting for review'),
    409: problemResponse('Decided meanwhile, or changed since the moderator opened it'),
  },
});

export function listingsRoutes(deps: AppDeps) {
  const service = deps.services.listings;
  const review = deps.services.listingReview;
  return createRouter()
    .openapi(createListing, async (c) => {
      const { country, values } = c.req.valid('json');
      return c.json(await service.create(c.var.user, country, values), 201);
    })
    .openapi(getListing, async (c) => c.json(await service.get(c.var.user, c.req.valid('param').id), 200))
    .openapi(saveListing, async (c) =>
      c.json(await service.save(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(actOnListing, async (c) =>
      c.json(await service.act(c.var.user, c.req.valid('param').id, c.req.valid('json').action), 200),
    )
    .openapi(uploadImage, async (c) => {
      const form = c.req.valid('form');
      return c.json(
        await service.uploadImage(c.var.user, c.req.valid('param').id, form.slot, form.file),
        200,
      );
    })
    .openapi(removeImage, async (c) => {
      const { id, fileId } = c.req.valid('param');
      return c.json(await service.removeImage(c.var.user, id, fileId), 200);
    })
    .openapi(uploadDocument, async (c) => {
      const form = c.req.valid('form');
      return c.json(await service.uploadDocument(c.var.user, c.req.valid('param').id, form.file, form), 200);
    })
    .openapi(removeDocument, async (c) => {
      const { id, fileId } = c.req.valid('param');
      return c.json(await service.removeDocument(c.var.user, id, fileId), 200);
    })
    .openapi(reviewQueue, async (c) => c.json({ items: await review.queue(c.var.user) }, 200))
    .openapi(decide, async (c) => {
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      const origin = requestOrigin(c);
      const result =
        body.decision === 'approve'
          ? await review.approve(c.var.user, id, origin, body.updatedAt)
          : await review.reject(c.var.user, id, body.reason, origin);
      return c.json(result, 200);
    });
}
