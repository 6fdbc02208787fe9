import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ping } from '../../db/maintenance.ts';
import { hasBearer, isLocalSocket } from '../../lib/local-caller.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { notFound, Problem } from '../../lib/problem.ts';

const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({ engine: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

const LiveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }).meta({ id: 'Liveness' });

const readiness = (path: '/health' | '/health/ready', summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['System'],
    summary,
    description:
      'Public. Ready to take requests: the database answers and the process is not shutting down. Answers 503 otherwise, so a load balancer sends requests elsewhere.',
    responses: {
      200: { description: 'Ready', content: { 'application/json': { schema: HealthSchema } } },
      503: problemResponse('The database is unreachable, or the instance is shutting down'),
    },
  });

const liveRoute = createRoute({
  method: 'get',
  path: '/health/live',
  tags: ['System'],
  summary: 'Liveness: the process answers',
  description:
    'Public. Does not touch the database, so a database outage does not get a healthy instance restarted.',
  responses: {
    200: { description: 'Alive', content: { 'application/json': { schema: LiveSchema } } },
  },
});

const metricsRoute = createRoute({
  method: 'get',
  path: '/metrics',
  tags: ['System'],
  summary: 'Prometheus metrics',
  description:
    'Not public: with METRICS_TOKEN set, answers to `Authorization: Bearer <METRICS_TOKEN>`; without it, only to requests from this machine. Anyone else gets 404.',
  responses: {
    200: {
      description: 'Metrics in the Prometheus text format',
      content: { 'text/plain': { schema: z.string() } },
    },
    404: problemResponse('Not allowed to read metrics'),
  },
});

export function healthRoutes({ database, lifecycle, metrics, config }: AppDeps) {
  const ready = async () => {
    if (lifecycle.draining) {
      throw new Problem(503, 'shutting_down', 'This instance is shutting down.', { retryAfter: 1 });
    }
    const started = performance.now();
    try {
      await ping(database.db);
    } catch {
      throw new Problem(503, 'database_unavailable', 'The database is not answering.', { retryAfter: 5 });
    }
    return {
      status: 'ok' as const,
      database: {
        engine: database.engine,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      },
      uptimeSeconds: Math.round(process.uptime()),
    };
  };
  return createRouter()
    .openapi(readiness('/health', 'Readiness (also at /health/ready)'), async (c) =>
      c.json(await ready(), 200),
    )
    .openapi(readiness('/health/ready', 'Readiness: the database answers, not shutting down'), async (c) =>
      c.json(await ready(), 200),
    )
    .openapi(liveRoute, (c) =>
      c.json({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }, 200),
    )
    .openapi(metricsRoute, async (c) => {
      const allowed = config.METRICS_TOKEN ? hasBearer(c, config.METRICS_TOKEN) : isLocalSocket(c);
      if (!allowed) throw notFound('Not found.');
      return c.text(await metrics.registry.metrics(), 200, {
        'Content-Type': metrics.registry.contentType,
      });
    });
}
