import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  FeaturedQuery,
  InformationRequestInput,
  InformationRequestResult,
  NotifyInput,
  NotifyParams,
  OpportunityCardList,
  OpportunityDetailSchema,
  OpportunityIdParam,
  OpportunityListQuery,
  OpportunityPage,
  SuggestionsQuery,
  SuggestionsSchema,
} from '../../../shared/schemas/catalog.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { notFound } from '../../lib/problem.ts';
import { rateLimit } from '../../lib/rate-rules.ts';
import { requestHeader } from '../../lib/request-headers.ts';
import { toDetail } from './presenters.ts';

const tags = ['Catalog'];

const listRoute = createRoute({
  method: 'get',
  path: '/opportunities',
  tags,
  summary: 'Find franchises',
  description:
    'Public. Published, active listings of open markets (a market that is not open yet lists none until it opens) filtered by market, industry, investment and flags. `search` matches the words of title, company, industry and description as typed, begun (piz → pizza), with their English stem, field synonyms (QSR, F&B, salon/beauty, tuition/tutoring, elder/senior), Hindi-English spellings of Indian brand names and one typo in longer words; name matches rank first. Totals are exact up to 1,000 (200 for a search), otherwise `totalExact` is false. A page past the end answers the last page. Lists without a search continue with `cursor` (keyset); a search that finds nothing names the other market and close industries that have matches. Plain language in `search` is read as filters the request does not set itself: budgets in the money words of the market (`under 50k`, `$100k-$250k` in the US; `below 25 lakh`, `1-2 crore` in India), `home based`, `veteran discount` (US), `financing` and industry words (`kids`, `fitness`, `cleaning`); their words are taken out of the search and `understood` lists each reading with its label. `literal=1` searches the words as typed.',
  request: { query: OpportunityListQuery },
  responses: {
    200: {
      description: 'One page of listings',
      content: { 'application/json': { schema: OpportunityPage } },
    },
    400: problemResponse('Invalid filter, sort or page (limit above 100)'),
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search/suggestions',
  tags,
  summary: 'Suggestions as someone types',
  description:
    'Public. Up to 6 listings whose names hold the typed words (the last one begun) and up to 3 industries the text points to.',
  request: { query: SuggestionsQuery },
  responses: {
    200: { description: 'Suggestions', content: { 'application/json': { schema: SuggestionsSchema } } },
    400: problemResponse('Text too long or unknown market'),
  },
});

const featuredRoute = createRoute({
  method: 'get',
  path: '/opportunities/featured',
  tags,
  summary: 'Featured franchises of a market',
  description:
    'Public. Active, featured and published listings of one open market, newest first, at most 6 (none in a market that is not open yet).',
  request: { query: FeaturedQuery },
  responses: {
    200: {
      description: 'Featured listings',
      content: { 'application/json': { schema: OpportunityCardList } },
    },
    400: problemResponse('Unknown market'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/opportunities/{id}',
  tags,
  summary: 'One franchise',
  description:
    'Public. Every field of a published listing with its franchisor, media and documents. A signed-in caller’s view is recorded (not a crawler’s, not twice within 30 minutes). A listing of a market that is not open yet is shown as soon as it opens: until then it answers 404 `market_not_open` (with `market`), except to its company’s account and admins, who see it as a preview (not recorded).',
  request: { params: OpportunityIdParam },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: OpportunityDetailSchema } } },
    404: problemResponse('Unknown or unpublished listing, or its market is not open yet (`market_not_open`)'),
  },
});

const similarRoute = createRoute({
  method: 'get',
  path: '/opportunities/{id}/similar',
  tags,
  summary: 'Similar franchises',
  description:
    'Public. Up to 4 listings of the same market: same industry first, then the closest investment.',
  request: { params: OpportunityIdParam },
  responses: {
    200: {
      description: 'Similar listings',
      content: { 'application/json': { schema: OpportunityCardList } },
    },
    404: problemResponse('Unknown or unpublished listing'),
  },
});

const factSheetRoute = createRoute({
  method: 'get',
  path: '/opportunities/{id}/fact-sheet',
  tags,
  summary: 'Download the listing as a one-page PDF fact sheet',
  description:
    'Public. Generated from the published listing (before its market opens, for its company and admins only); the download is recorded for a signed-in caller.',
  request: { params: OpportunityIdParam },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    404: problemResponse('Unknown or unpublished listing'),
  },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/opportunities/{id}/documents/{documentId}',
  tags,
  summary: 'Download a listing document',
  description:
    'Public. Sends the file (before the listing’s market opens, to its company and admins only); the download is recorded for a signed-in caller.',
  request: {
    params: OpportunityIdParam.extend({
      documentId: z.string().meta({ param: { name: 'documentId', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'The file' },
    404: problemResponse('Unknown document'),
  },
});

const informationRoute = createRoute({
  middleware: [rateLimit('informationRequestsPerIp', 'ip')] as const,
  method: 'post',
  path: '/opportunities/{id}/information-requests',
  tags,
  summary: 'Request information',
  description:
    'Public (visitors and signed-in seekers). Stores a lead for the franchisor, e-mails the franchisor and confirms to the seeker. One request per seeker e-mail and franchise per day (409 otherwise); 10 per hour per address.',
  request: {
    params: OpportunityIdParam,
    body: { required: true, content: { 'application/json': { schema: InformationRequestInput } } },
  },
  responses: {
    201: {
      description: 'Request stored and sent',
      content: { 'application/json': { schema: InformationRequestResult } },
    },
    400: problemResponse('Invalid form'),
    404: problemResponse('Unknown or unpublished listing'),
    409: problemResponse('Already requested today'),
    429: problemResponse('Too many requests from this address'),
  },
});

const notifyRoute = createRoute({
  middleware: [rateLimit('marketNotifyPerIp', 'ip')] as const,
  method: 'post',
  path: '/markets/{country}/notify',
  tags,
  summary: 'Notify me when a market goes live',
  description:
    'Public. Stores an e-mail address to tell when this market opens; asking twice is fine. 5 per hour per address.',
  request: {
    params: NotifyParams,
    body: { required: true, content: { 'application/json': { schema: NotifyInput } } },
  },
  responses: {
    201: {
      description: 'Stored (or already stored)',
      content: { 'application/json': { schema: z.object({ subscribed: z.literal(true) }) } },
    },
    400: problemResponse('Invalid e-mail or market'),
    429: problemResponse('Too many sign-ups from this address'),
  },
});

export function catalogRoutes(deps: AppDeps) {
  const { files } = deps;
  const service = deps.services.catalog;
  return createRouter()
    .openapi(
      listRoute,
      async (c) =>
        // An OpportunityPage: its cards are sent as the database wrote them (listing-finder.ts).
        c.body(await service.listJson(c.req.valid('query'), () => c.req.raw.signal), 200, {
          'Content-Type': 'application/json',
        }) as never,
    )
    .openapi(suggestionsRoute, async (c) => {
      const { q, country } = c.req.valid('query');
      return c.json(await service.suggestions(q, country, () => c.req.raw.signal), 200);
    })
    .openapi(featuredRoute, async (c) => {
      const { country } = c.req.valid('query');
      return c.json({ items: await service.featured(country) }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const { row, preview } = await service.view(
        c.var.user,
        c.req.valid('param').id,
        () => c.req.raw.signal,
      );
      // The one place a franchise view is recorded: the page asks for the listing once per visit.
      // Its own people previewing it before the market opens are not seekers' interest.
      if (!preview)
        await deps.services.interactions.record(
          c.get('user'),
          'view',
          'franchise',
          row.o.id,
          {},
          {
            userAgent: requestHeader(c, 'user-agent'),
          },
        );
      return c.json(toDetail(row), 200);
    })
    .openapi(similarRoute, async (c) => {
      return c.json({ items: await service.similar(c.req.valid('param').id) }, 200);
    })
    .openapi(documentRoute, async (c) => {
      const { id, documentId } = c.req.valid('param');
      const doc = await service.document(c.var.user, id, documentId);
      const opened = await files.open(doc.fileId);
      if (!opened) throw notFound('This document does not exist.');
      return c.body(Buffer.from(opened.bytes), 200, {
        'Content-Type': opened.file.mime,
        'Content-Disposition': contentDisposition(opened.file.mime, opened.file.displayName),
        'X-Content-Type-Options': 'nosniff',
      }) as never;
    })
    .openapi(factSheetRoute, async (c) => {
      const sheet = await service.factSheet(c.var.user, c.req.valid('param').id);
      return c.body(Buffer.from(sheet.bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition('application/pdf', sheet.fileName),
        'X-Content-Type-Options': 'nosniff',
      }) as never;
    })
    .openapi(informationRoute, async (c) => {
      const result = await service.requestInformation(
        c.var.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(result, 201);
    })
    .openapi(notifyRoute, async (c) => {
      await service.notifyMe(c.req.valid('param').country, c.req.valid('json').email);
      return c.json({ subscribed: true as const }, 201);
    });
}
