import { createRoute } from '@hono/zod-openapi';
import { AdminAuthBody, AdminAuthReply, AdminStats } from '../../../shared/schemas/accounts.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { requestOrigin } from '../audit/index.ts';
import { createAdminService } from './service.ts';

const reply = (description: string) => ({
  description,
  content: { 'application/json': { schema: AdminAuthReply } },
});

const adminAuthRoute = createRoute({
  method: 'post',
  path: '/admin/auth',
  tags: ['Admin'],
  summary: 'Admin verification, invitations and revocation (spec §6 admin-auth)',
  description:
    "Signed-in users (otherwise 401 'Not authenticated'). `verify`: anyone signed in, answers their own admin state. `generateToken` and `revokeAccess`: super admins only (403 otherwise). `acceptInvite`: the signed-in account whose e-mail the invitation names. Failures answer `success: false` with the message.",
  request: { body: { content: { 'application/json': { schema: AdminAuthBody } }, required: true } },
  responses: {
    200: reply('Success'),
    400: reply('Invalid, expired or used invitation; revoking yourself'),
    401: reply('Not authenticated'),
    403: reply('Not a super admin'),
    404: reply('No such admin'),
  },
});

const statsRoute = createRoute({
  method: 'get',
  path: '/admin/stats',
  tags: ['Admin'],
  summary: 'Counts for the admin dashboard',
  description:
    'Admins (standard or super) only; 401 without a session, 403 for everyone else. Users, profiles by role, admins, franchise listings by status, contact messages and page views in the last 7 days.',
  responses: {
    200: { description: 'The counts', content: { 'application/json': { schema: AdminStats } } },
    401: problemResponse('Not authenticated'),
    403: problemResponse('Admins only'),
  },
});

export function adminRoutes(deps: AppDeps) {
  const service = createAdminService(deps);
  return createRouter()
    .openapi(statsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.stats(c.var.user), 200);
    })
    .openapi(adminAuthRoute, async (c) => {
      const body = c.req.valid('json');
      const user = c.var.user;
      const from = requestOrigin(c);
      const result =
        body.action === 'verify'
          ? await service.verify(user)
          : body.action === 'generateToken'
            ? await service.generateToken(user, body, new URL(c.req.url).origin, from)
            : body.action === 'revokeAccess'
              ? await service.revokeAccess(user, body, from)
              : await service.acceptInvite(user, body.token, from);
      c.header('Cache-Control', 'no-store');
      return c.json(result.body, result.status);
    });
}
