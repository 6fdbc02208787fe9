import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ClientErrorInput } from '../../../shared/schemas/client-errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { rateLimit } from '../../lib/rate-rules.ts';

const reportRoute = createRoute({
  middleware: [rateLimit('clientErrorsPerIp', 'ip')] as const,
  method: 'post',
  path: '/client-errors',
  tags: ['Client errors'],
  summary: 'Report an error met in the web app',
  description:
    'Public (visitors and signed-in users); sent by the web app when it shows the Application Error ' +
    'screen or a routing error, with the error id shown on screen. Rate-limited per network address.',
  request: { body: { required: true, content: { 'application/json': { schema: ClientErrorInput } } } },
  responses: {
    202: {
      description: 'Report stored',
      content: { 'application/json': { schema: z.object({ recorded: z.literal(true) }) } },
    },
    400: problemResponse('Invalid report'),
    429: problemResponse('Too many reports from this address'),
  },
});

export function clientErrorRoutes(deps: AppDeps) {
  const service = deps.services.clientErrors;
  return createRouter().openapi(reportRoute, async (c) => {
    await service.report(c.req.valid('json'), {
      ip: c.var.clientIp,
      userId: c.var.user?.id ?? null,
      userAgent: c.req.header('user-agent'),
    });
    return c.json({ recorded: true as const }, 202);
  });
}
