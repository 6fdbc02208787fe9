import { createRoute } from '@hono/zod-openapi';
import {
  ConnectionActionInput,
  ConnectionIdParam,
  ConnectionLists,
  ConnectionRequestInput,
  ConnectionResult,
  MyNetworkProfile,
  NetworkProfileInput,
  NetworkSearchQuery,
  NetworkSearchResult,
} from '../../../shared/schemas/network.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';

const tags = ['Network'];
const WHO = 'Signed-in seekers only: 401 for visitors, 403 for company (franchisor) accounts.';
const common = {
  401: problemResponse('Not signed in'),
  403: problemResponse('A company account, or (where it says so) not opted in to the network'),
};

const profileRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/network/profile',
  tags,
  summary: 'My network profile, or null before I opt in',
  description: WHO,
  responses: { 200: { description: 'My profile', content: json(MyNetworkProfile) }, ...common },
});

const saveProfileRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'put',
  path: '/network/profile',
  tags,
  summary: 'Opt in or out, and choose what my profile shows',
  description: `${WHO} \`optedIn: false\` hides the profile from every search and request at once; the fields are kept for opting in again.`,
  request: { body: { content: json(NetworkProfileInput), required: true } },
  responses: {
    200: { description: 'The saved profile', content: json(MyNetworkProfile) },
    400: problemResponse('A field breaks a rule'),
    ...common,
  },
});

const searchRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/network/people',
  tags,
  summary: 'Find opted-in seekers by market, industry and stage',
  description: `${WHO} Only for members who opted in themselves (403 \`network_opt_in_required\` otherwise). Lists opted-in people only, newest profile first, 20 a page; never the caller, never anyone either side blocked.`,
  request: { query: NetworkSearchQuery },
  responses: {
    200: { description: 'A page of people', content: json(NetworkSearchResult) },
    400: problemResponse('A filter is not one of the choices'),
    ...common,
  },
});

const connectionsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/network/connections',
  tags,
  summary: 'My connections, requests to me, my pending requests and the people I blocked',
  description: WHO,
  responses: { 200: { description: 'The four lists', content: json(ConnectionLists) }, ...common },
});

const requestRoute = createRoute({
  middleware: [requireUser, rateLimit('connectionRequestsPerUser', 'user')] as const,
  method: 'post',
  path: '/network/connections',
  tags,
  summary: 'Ask someone to connect, with an optional short note',
  description: `${WHO} The caller must have opted in. Asking someone who already asked you accepts their request (200 with status \`accepted\`). The person asked is notified (kind \`connection\`).`,
  request: { body: { content: json(ConnectionRequestInput), required: true } },
  responses: {
    200: { description: 'Their request to me, accepted', content: json(ConnectionResult) },
    201: { description: 'Request sent', content: json(ConnectionResult) },
    400: problemResponse('A field breaks a rule (or it is the caller)'),
    ...common,
    404: problemResponse('No such listed member (or a block between us)'),
    409: problemResponse('Already asked, or already connected'),
    429: problemResponse('Too many requests in a short time'),
  },
});

const actionRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/network/connections/{id}/actions',
  tags,
  summary: 'Accept, ignore, block, unblock, withdraw or remove a connection',
  description: `${WHO} The person asked accepts or ignores; the one who asked withdraws; either removes a connection or blocks. Accepting opens the two people's conversation; removing or blocking stops both from writing there. A block hides each from the other.`,
  request: { params: ConnectionIdParam, body: { content: json(ConnectionActionInput), required: true } },
  responses: {
    200: { description: 'Where the connection stands now', content: json(ConnectionResult) },
    ...common,
    404: problemResponse('No such connection of mine'),
    409: problemResponse('Not possible in its present state'),
  },
});

export function networkRoutes(deps: AppDeps) {
  const service = deps.services.network;
  return createRouter()
    .openapi(profileRoute, async (c) => c.json(await service.profile(c.var.user), 200))
    .openapi(saveProfileRoute, async (c) =>
      c.json(await service.saveProfile(c.var.user, c.req.valid('json')), 200),
    )
    .openapi(searchRoute, async (c) => c.json(await service.search(c.var.user, c.req.valid('query')), 200))
    .openapi(connectionsRoute, async (c) => c.json(await service.connections(c.var.user), 200))
    .openapi(requestRoute, async (c) => {
      const result = await service.request(c.var.user, c.req.valid('json'));
      return result.status === 'accepted' ? c.json(result, 200) : c.json(result, 201);
    })
    .openapi(actionRoute, async (c) =>
      c.json(await service.act(c.var.user, c.req.valid('param').id, c.req.valid('json').action), 200),
    );
}
