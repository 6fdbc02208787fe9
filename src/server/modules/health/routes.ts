import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ping } from '../../db/maintenance.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { Problem } from '../../lib/problem.ts';

const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({ engine: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness with a database round-trip',
  description: 'Public. Answers 503 when the database does not answer.',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: HealthSchema } } },
    503: problemResponse('The database is unreachable'),
  },
});

export function healthRoutes({ database }: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const started = performance.now();
    try {
      await ping(database.db);
    } catch {
      throw new Problem(503, 'database_unavailable', 'The database is not answering.');
    }
    return c.json(
      {
        status: 'ok' as const,
        database: {
          engine: database.engine,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
        uptimeSeconds: Math.round(process.uptime()),
      },
      200,
    );
  });
}
