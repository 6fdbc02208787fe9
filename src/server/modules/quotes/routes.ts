import { createRoute } from '@hono/zod-openapi';
import {
  QuoteAnswerInput,
  QuoteDecisionInput,
  QuoteIdParam,
  QuoteList,
  QuoteRequestInput,
  QuoteSchema,
} from '../../../shared/schemas/quotes.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';

const tags = ['Quotes'];
const WHO =
  'Franchisor accounts with a company. A quote is seen only by the company that asked and the vendor’s company: 404 for anyone else.';
const refusals = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Not a franchisor account, or not this side of the quote'),
  404: problemResponse('No such quote of yours'),
};
const one = { description: 'The quote', content: json(QuoteSchema) };

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/quotes',
  tags,
  summary: 'Quotes my company asked for and quote requests it received as a vendor',
  description: WHO,
  responses: { 200: { description: 'Newest first', content: json(QuoteList) }, ...refusals },
});

const requestRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/quotes',
  tags,
  summary: 'Ask a vendor for a quote',
  description: `${WHO} The offering must be listed and answer quotes (409 otherwise, and for one's own offering). The vendor is e-mailed.`,
  request: { body: { content: json(QuoteRequestInput), required: true } },
  responses: {
    200: one,
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    409: problemResponse('Not quotable'),
  },
});

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/quotes/{id}',
  tags,
  summary: 'One quote',
  description: WHO,
  request: { params: QuoteIdParam },
  responses: { 200: one, ...refusals },
});

const answerRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/quotes/{id}/answer',
  tags,
  summary: 'Vendor: answer with a price and a validity date',
  description: `${WHO} The vendor only (403 for the requester); requested quotes only (409). The requester is e-mailed.`,
  request: { params: QuoteIdParam, body: { content: json(QuoteAnswerInput), required: true } },
  responses: {
    200: one,
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    409: problemResponse('Already answered'),
  },
});

const decideRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/quotes/{id}/decision',
  tags,
  summary: 'Requester: accept or decline a quoted price',
  description: `${WHO} The requester only (403 for the vendor); quoted and still valid only (409). The vendor is e-mailed.`,
  request: { params: QuoteIdParam, body: { content: json(QuoteDecisionInput), required: true } },
  responses: {
    200: one,
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    409: problemResponse('Not quoted, or expired'),
  },
});

export function quotesRoutes(deps: AppDeps) {
  const service = deps.services.quotes;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.var.user), 200))
    .openapi(requestRoute, async (c) => c.json(await service.request(c.var.user, c.req.valid('json')), 200))
    .openapi(getRoute, async (c) => c.json(await service.get(c.var.user, c.req.valid('param').id), 200))
    .openapi(answerRoute, async (c) =>
      c.json(await service.answer(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(decideRoute, async (c) =>
      c.json(await service.decide(c.var.user, c.req.valid('param').id, c.req.valid('json').decision), 200),
    );
}
