import { createRoute } from '@hono/zod-openapi';
import {
  CallActionInput,
  CallIdParam,
  CallList,
  CallListQuery,
  CallRequestInput,
  CallSchema,
  ListingIdParam,
} from '../../../shared/schemas/meetings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';

const tags = ['Calls'];
const WHO =
  'Signed-in accounts. A call is seen only by the seeker who asked for it and the account that manages the listing’s company: 404 for anyone else.';
const one = { description: 'The call as the caller sees it', content: json(CallSchema) };
const refusals = {
  401: problemResponse('Not signed in'),
  404: problemResponse('No such call (or listing) visible to the caller'),
  429: problemResponse('Too many call requests and changes (rule calls:user)'),
};

const requestRoute = createRoute({
  middleware: [requireUser, rateLimit('callsPerUser', 'user')] as const,
  method: 'post',
  path: '/opportunities/{id}/calls',
  tags,
  summary: 'Seeker: ask the listing’s company for a call at up to three times',
  description: `${WHO} Times are UTC instants with the proposer’s IANA zone; each at least 15 minutes and at most 90 days ahead (422 call_slot_past for a time that has passed). One open call per seeker and listing (409 call_open_exists). The company is e-mailed and notified; an interaction of type call is recorded.`,
  request: { params: ListingIdParam, body: { content: json(CallRequestInput), required: true } },
  responses: {
    201: one,
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    409: problemResponse('The company takes no calls, it is the caller’s own, or a call is already open'),
    422: problemResponse('A proposed time has passed (call_slot_past)'),
  },
});

const listRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/calls',
  tags,
  summary: 'My calls: as a seeker, or (side=franchisor) those of the company I manage',
  description: `${WHO} Newest change first.`,
  request: { query: CallListQuery },
  responses: { 200: { description: 'The calls', content: json(CallList) }, 401: refusals[401] },
});

const getRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/calls/{id}',
  tags,
  summary: 'One call',
  description: WHO,
  request: { params: CallIdParam },
  responses: { 200: one, 401: refusals[401], 404: refusals[404] },
});

const actionRoute = createRoute({
  middleware: [requireUser, rateLimit('callsPerUser', 'user')] as const,
  method: 'post',
  path: '/calls/{id}/actions',
  tags,
  summary: 'Confirm a proposed time, propose other times (reschedule), decline or cancel',
  description: `${WHO} confirm: the side that did not propose picks one of the open times (409 call_slot_conflict when it overlaps another confirmed call of the company; 422 call_slot_past when it has passed); both get the .ics invitation. propose: either side, while requested or confirmed (a confirmed call goes back to requested and both get a cancelling .ics). decline: the company, while requested. cancel: either side, while requested or confirmed. A state that does not allow the action: 409 call_wrong_status.`,
  request: { params: CallIdParam, body: { content: json(CallActionInput), required: true } },
  responses: {
    200: one,
    400: problemResponse('A field breaks a rule'),
    ...refusals,
    403: problemResponse('Not this side’s action (e.g. confirming one’s own proposal)'),
    409: problemResponse('Wrong state, or the time overlaps another confirmed call'),
    422: problemResponse('The time has passed (call_slot_past)'),
  },
});

export function meetingsRoutes(deps: AppDeps) {
  const service = deps.services.meetings;
  return createRouter()
    .openapi(requestRoute, async (c) =>
      c.json(await service.request(c.var.user, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(listRoute, async (c) => c.json(await service.list(c.var.user, c.req.valid('query').side), 200))
    .openapi(getRoute, async (c) => c.json(await service.get(c.var.user, c.req.valid('param').id), 200))
    .openapi(actionRoute, async (c) =>
      c.json(await service.act(c.var.user, c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
