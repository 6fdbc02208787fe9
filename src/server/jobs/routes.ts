import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JobName, JobRunQueued, JobRunsQuery, JobsOverview } from '../../shared/schemas/jobs.ts';
import type { AppDeps } from '../app-deps.ts';
import { requireRole } from '../auth/index.ts';
import { createRouter, problemResponse } from '../lib/openapi.ts';
import { requestOrigin } from '../modules/audit/index.ts';

const overviewRoute = createRoute({
  middleware: [requireRole('admin')] as const,
  method: 'get',
  path: '/admin/jobs',
  tags: ['Admin'],
  summary: 'Background jobs: schedules, counts and recent runs',
  description:
    'Admins (standard or super) only; 401 without a session, 403 for everyone else. Every registered job with its schedule (cron, UTC), next run, waiting and active runs and failures in the last 24 hours; the latest 100 runs, optionally of one job or in one state, with their result or last error.',
  request: { query: JobRunsQuery },
  responses: {
    200: { description: 'The jobs', content: { 'application/json': { schema: JobsOverview } } },
    400: problemResponse('Invalid filter'),
    401: problemResponse('Not authenticated'),
    403: problemResponse('Admins only'),
    404: problemResponse('No such job'),
  },
});

const runRoute = createRoute({
  middleware: [requireRole('super_admin', 'Only super admins can run jobs.')] as const,
  method: 'post',
  path: '/admin/jobs/{name}/runs',
  tags: ['Admin'],
  summary: 'Run a job now',
  description:
    'Super admins only (403 otherwise). Queues one run of the job at once, whatever its schedule; answers 202 with the run id. 503 when this server does not work the queues yet.',
  request: { params: z.object({ name: JobName }) },
  responses: {
    202: { description: 'Queued', content: { 'application/json': { schema: JobRunQueued } } },
    401: problemResponse('Not authenticated'),
    403: problemResponse('Super admins only'),
    404: problemResponse('No such job'),
    503: problemResponse('Jobs are not running'),
  },
});

export function jobsAdminRoutes(deps: AppDeps) {
  const service = deps.services.jobsAdmin;
  return createRouter()
    .openapi(overviewRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.overview(c.req.valid('query')), 200);
    })
    .openapi(runRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.runNow(c.var.user, c.req.valid('param').name, requestOrigin(c)), 202);
    });
}
