import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createLogger } from '../../lib/logger.ts';
import { requestContext } from '../../lib/request-context.ts';

describe('liveness, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('separates liveness (no database) from readiness (database, not draining)', async () => {
    expect((await t.request('/api/health/live')).status).toBe(200);
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: { engine: t.deps.database.engine } });
    expect((await t.request('/api/health')).status).toBe(200);

    t.deps.lifecycle.draining = true;
    try {
      const draining = await t.request('/api/health/ready');
      expect(draining.status).toBe(503);
      expect(draining.headers.get('retry-after')).toBe('1');
      expect((await draining.json()).code).toBe('shutting_down');
      // Answers still go out, each closing its connection so the next goes elsewhere.
      const live = await t.request('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });

  it('serves Prometheus metrics by route pattern to this machine', async () => {
    await t.request('/api/v1/opportunities?limit=2');
    await t.request('/api/v1/opportunities/00000000-0000-4000-8000-000000000000');
    t.deps.metrics.realtimeConnections.inc();
    const res = await t.request('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/opportunities",status="200"\} \d+/,
    );
    // One series per route pattern, not per id.
    expect(text).toContain('route="/api/v1/opportunities/:id"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v1\/opportunities"\}/,
    );
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/realtime_connections \d+/);
    expect(text).toContain('process_cpu_seconds_total');
    t.deps.metrics.realtimeConnections.dec();
  });

  it('keeps metrics from anyone without the token when METRICS_TOKEN is set', {
    timeout: 120_000,
  }, async () => {
    const token = 'metrics-token-0123456789';
    const other = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      expect((await other.request('/api/metrics')).status).toBe(404);
      expect(
        (await other.request('/api/metrics', { headers: { Authorization: 'Bearer wrong-token-0123456789' } }))
          .status,
      ).toBe(404);
      const res = await other.request('/api/metrics', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_requests_total');
    } finally {
      await other.close();
    }
  });
});

describe('request ids in the log', () => {
  it('puts the request id on every line written while serving it, by any logger', {
    timeout: 120_000,
  }, async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = pino({ level: 'info', mixin: () => ({ ...(requestContext.getStore() ?? {}) }) }, sink);
    const t = await createTestApp({ logger });
    try {
      // The id a proxy in front sent is kept (the same id on the proxy's and our lines).
      const res = await t.request('/api/v1/contact-messages', {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'X-Request-Id': 'proxy-req-42' },
        json: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          subject: 'Hello there',
          message: 'A question about listings, please call.',
        },
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-request-id')).toBe('proxy-req-42');
      const mailLine = lines.find((l) => String(l.msg).startsWith('mail kept in the dev outbox'));
      expect(mailLine?.reqId).toBe('proxy-req-42');
      const requestLine = lines.find((l) => l.msg === 'request');
      expect(requestLine?.reqId).toBe('proxy-req-42');
      // Outside a request, no id.
      createLogger('silent').info('nothing');
      expect(lines.filter((l) => l.reqId !== 'proxy-req-42')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
