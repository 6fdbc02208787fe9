import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';

/**
 * Prometheus metrics (prom-client), one registry per app so tests that build several apps in
 * one process keep theirs apart. Read at GET /api/metrics (modules/health).
 */
export function createMetrics(options: {
  database: Database;
  /** Waiting jobs per queue; throws while the job runner is not started (then left out). */
  queueDepth: () => Promise<Record<string, number>>;
  logger: Logger;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const { driver } = options.database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); the embedded database has one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (driver.engine === 'postgres') {
        this.set({ state: 'total' }, driver.pool.totalCount);
        this.set({ state: 'idle' }, driver.pool.idleCount);
        this.set({ state: 'waiting' }, driver.pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting to run (queued or awaiting a retry), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      try {
        for (const [queue, depth] of Object.entries(await options.queueDepth())) {
          this.set({ queue }, depth);
        }
      } catch (err) {
        // Not started (tests) or the database briefly away: the other metrics still answer.
        options.logger.debug({ err }, 'job queue depth not available');
      }
    },
  });

  /** Open realtime connections: the realtime server increments and decrements it. */
  const realtimeConnections = new Gauge({
    name: 'realtime_connections',
    help: 'Open realtime (WebSocket) connections on this instance.',
    registers: [registry],
  });

  return {
    registry,
    realtimeConnections,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
