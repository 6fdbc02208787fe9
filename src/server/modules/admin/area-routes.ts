import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AdminMetrics,
  AdminMetricsQuery,
  AdminUserDetail,
  AdminUserList,
  AdminUserParams,
  AdminUsersQuery,
  AuditLogPage,
  AuditLogQuery,
  ChangeRoleBody,
  RestoreUserBody,
  SuspendUserBody,
} from '../../../shared/schemas/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';
import { requestOrigin } from '../audit/index.ts';

const refusals = (permission?: string) => ({
  400: problemResponse('Invalid input'),
  401: problemResponse('Not authenticated'),
  403: problemResponse(permission ? `Not an admin, or an admin without ${permission}` : 'Admins only'),
});

const metricsRoute = createRoute({
  method: 'get',
  path: '/admin/metrics',
  tags: ['Admin'],
  summary: 'Dashboard metrics over 7, 30 or 90 days',
  description:
    'Any admin. Per UTC day: sign-ups by role, listings created, leads (information requests), page views; listings by status now; top pages.',
  request: { query: AdminMetricsQuery },
  responses: { 200: { description: 'The metrics', content: json(AdminMetrics) }, ...refusals() },
});

const usersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['Admin'],
  summary: 'Find accounts by e-mail or name',
  description: 'Admins with `users:read`. Newest first, 25 a page, keyset cursor.',
  request: { query: AdminUsersQuery },
  responses: {
    200: { description: 'A page of accounts', content: json(AdminUserList) },
    ...refusals('users:read'),
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  tags: ['Admin'],
  summary: 'One account: role, sessions, activity and admin history',
  description: 'Admins with `users:read`.',
  request: { params: AdminUserParams },
  responses: {
    200: { description: 'The account', content: json(AdminUserDetail) },
    ...refusals('users:read'),
    404: problemResponse('No such account'),
  },
});

const changeResponses = {
  200: { description: 'The account after the change', content: json(AdminUserDetail) },
  ...refusals('users:manage'),
  404: problemResponse('No such account'),
  409: problemResponse('Already in that state'),
};

const suspendRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/suspend',
  tags: ['Admin'],
  summary: 'Suspend an account',
  description:
    'Admins with `users:manage`; never oneself or an admin. Ends every session of the account at once; signing in is refused until it is restored. Audited with the reason.',
  request: { params: AdminUserParams, body: { content: json(SuspendUserBody), required: true } },
  responses: changeResponses,
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/restore',
  tags: ['Admin'],
  summary: 'Restore a suspended account',
  description: 'Admins with `users:manage`. Audited.',
  request: { params: AdminUserParams, body: { content: json(RestoreUserBody), required: true } },
  responses: changeResponses,
});

const roleRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/role',
  tags: ['Admin'],
  summary: "Change an account's role (seeker or franchisor)",
  description: 'Admins with `users:manage`; never oneself or an admin. Audited with before and after.',
  request: { params: AdminUserParams, body: { content: json(ChangeRoleBody), required: true } },
  responses: changeResponses,
});

const auditRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  tags: ['Admin'],
  summary: 'Search the admin audit log',
  description:
    'Admins with `audit:read`. Newest first; filters by text, action, actor, record and dates (`to` included); keyset pagination with `before`.',
  request: { query: AuditLogQuery },
  responses: {
    200: { description: 'A page of records', content: json(AuditLogPage) },
    ...refusals('audit:read'),
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log/export',
  tags: ['Admin'],
  summary: 'The audit log as CSV',
  description:
    'Admins with `audit:read`; the same filters as the search, every matching record (up to 50,000), streamed. Cells that a spreadsheet would run as formulas are prefixed with an apostrophe.',
  request: { query: AuditLogQuery.omit({ limit: true, before: true }) },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...refusals('audit:read'),
  },
});

/** The admin area's sections: metrics, users, audit log. Every permission is checked in the services. */
export function adminAreaRoutes(deps: AppDeps) {
  const { metrics, users, audit } = deps.services.adminArea;
  return createRouter()
    .openapi(metricsRoute, async (c) =>
      c.json(await metrics.metrics(c.var.user, c.req.valid('query').days), 200),
    )
    .openapi(usersRoute, async (c) => c.json(await users.list(c.var.user, c.req.valid('query')), 200))
    .openapi(userRoute, async (c) => c.json(await users.detail(c.var.user, c.req.valid('param').id), 200))
    .openapi(suspendRoute, async (c) =>
      c.json(
        await users.suspend(
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').reason,
          requestOrigin(c),
        ),
        200,
      ),
    )
    .openapi(restoreRoute, async (c) =>
      c.json(
        await users.restore(
          c.var.user,
          c.req.valid('param').id,
          c.req.valid('json').reason,
          requestOrigin(c),
        ),
        200,
      ),
    )
    .openapi(roleRoute, async (c) =>
      c.json(
        await users.changeRole(c.var.user, c.req.valid('param').id, c.req.valid('json'), requestOrigin(c)),
        200,
      ),
    )
    .openapi(auditRoute, async (c) => c.json(await audit.search(c.var.user, c.req.valid('query')), 200))
    .openapi(exportRoute, async (c) => {
      const lines = await audit.export(c.var.user, c.req.valid('query'));
      const encoder = new TextEncoder();
      const iterator = lines[Symbol.asyncIterator]();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await iterator.return?.();
        },
      });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
