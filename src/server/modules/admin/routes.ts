import { createRoute } from '@hono/zod-openapi';
import { AdminAuthBody, AdminAuthReply, AdminStats } from '../../../shared/schemas/accounts.ts';
import {
  AdminInviteChange,
  AdminInviteIdParam,
  AdminInviteList,
  AdminList,
} from '../../../shared/schemas/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, requireUserWith } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { siteOrigin } from '../../lib/served-hosts.ts';
import { requestOrigin } from '../audit/index.ts';

const reply = (description: string) => ({
  description,
  content: { 'application/json': { schema: AdminAuthReply } },
});

const adminAuthRoute = createRoute({
  // Spec §6: refusals of admin-auth also carry `success: false` and the message.
  middleware: [
    requireUserWith('Not authenticated', { success: false, message: 'Not authenticated' }),
  ] as const,
  method: 'post',
  path: '/admin/auth',
  tags: ['Admin'],
  summary: 'Admin verification, invitations and revocation (spec §6 admin-auth)',
  description:
    "Signed-in users (otherwise 401 'Not authenticated'). `verify`: anyone signed in, answers their own admin state. `generateToken` and `revokeAccess`: super admins only (403 otherwise); revoking an admin's access also revokes every invitation they made that is still pending. `acceptInvite`: the signed-in account whose e-mail the invitation names, while the invitation is pending and its maker is still a super admin (400 `invite_revoked` or `invite_maker_lost_access` otherwise). Refusals are problems that also carry `success: false` and `message`.",
  request: { body: { content: { 'application/json': { schema: AdminAuthBody } }, required: true } },
  responses: {
    200: reply('Success'),
    400: problemResponse(
      'Invalid, expired, used or revoked invitation, or one whose maker lost admin access; revoking yourself (with `success: false`)',
    ),
    401: problemResponse('Not authenticated'),
    403: problemResponse('Not a super admin (with `success: false`)'),
    404: problemResponse('No such admin (with `success: false`)'),
  },
});

const statsRoute = createRoute({
  middleware: [requireRole('admin')] as const,
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

const listRoute = createRoute({
  method: 'get',
  path: '/admin/admins',
  tags: ['Admin'],
  summary: 'Who holds admin access',
  description:
    'Admins holding `admins:manage` (super admins); 401 without a session, 403 for everyone else. Each admin with their level, permissions, since when and who invited them, oldest first. Invite and revoke with POST /admin/auth.',
  responses: {
    200: { description: 'The admins', content: json(AdminList) },
    401: problemResponse('Not authenticated'),
    403: problemResponse('Not an admin, or an admin without admins:manage'),
  },
});

const invitesRoute = createRoute({
  method: 'get',
  path: '/admin/invites',
  tags: ['Admin'],
  summary: 'Pending admin invitations',
  description:
    'Admins holding `admins:manage` (super admins); 401 without a session, 403 for everyone else. Invitations neither accepted, revoked nor expired, newest first, each with its level, expiry and the address of the admin who made it.',
  responses: {
    200: { description: 'The pending invitations', content: json(AdminInviteList) },
    401: problemResponse('Not authenticated'),
    403: problemResponse('Not an admin, or an admin without admins:manage'),
  },
});

const revokeInviteRoute = createRoute({
  method: 'post',
  path: '/admin/invites/{id}/revoke',
  tags: ['Admin'],
  summary: 'Revoke a pending admin invitation',
  description:
    'Admins holding `admins:manage`; 401 without a session, 403 for everyone else. The link stops working at once (accepting it answers 400 `invite_revoked`). Audited. 404 when no pending invitation has this id.',
  request: { params: AdminInviteIdParam },
  responses: {
    200: { description: 'Revoked', content: json(AdminInviteChange) },
    401: problemResponse('Not authenticated'),
    403: problemResponse('Not an admin, or an admin without admins:manage'),
    404: problemResponse('No pending invitation with this id'),
  },
});

const restoreInviteRoute = createRoute({
  method: 'post',
  path: '/admin/invites/{id}/restore',
  tags: ['Admin'],
  summary: 'Undo the revocation of an admin invitation',
  description:
    'Admins holding `admins:manage`; 401 without a session, 403 for everyone else. The same link works again, but only while it is unused and unexpired and its maker is still a super admin (404 otherwise). Audited.',
  request: { params: AdminInviteIdParam },
  responses: {
    200: { description: 'Restored', content: json(AdminInviteChange) },
    401: problemResponse('Not authenticated'),
    403: problemResponse('Not an admin, or an admin without admins:manage'),
    404: problemResponse('No revoked invitation with this id that could still be accepted'),
  },
});

export function adminRoutes(deps: AppDeps) {
  const service = deps.services.admin;
  return createRouter()
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.listAdmins(c.var.user), 200);
    })
    .openapi(invitesRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.listInvites(c.var.user), 200);
    })
    .openapi(revokeInviteRoute, async (c) =>
      c.json(await service.revokeInvite(c.var.user, c.req.valid('param').id, requestOrigin(c)), 200),
    )
    .openapi(restoreInviteRoute, async (c) =>
      c.json(await service.restoreInvite(c.var.user, c.req.valid('param').id, requestOrigin(c)), 200),
    )
    .openapi(statsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.stats(), 200);
    })
    .openapi(adminAuthRoute, async (c) => {
      const body = c.req.valid('json');
      const user = c.var.user;
      const from = requestOrigin(c);
      const result =
        body.action === 'verify'
          ? await service.verify(user)
          : body.action === 'generateToken'
            ? await service.generateToken(user, body, siteOrigin(deps.config), from)
            : body.action === 'revokeAccess'
              ? await service.revokeAccess(user, body, from)
              : await service.acceptInvite(user, body.token, from);
      c.header('Cache-Control', 'no-store');
      return c.json(result, 200);
    });
}
