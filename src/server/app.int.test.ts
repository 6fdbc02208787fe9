import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

describe('API skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with a database round-trip', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.engine).toBe(t.deps.database.engine);
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('publishes an OpenAPI 3.1 document and a reference page', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1/analytics/page-views', '/api/v1/files/{id}']),
    );
    const page = await t.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/v1/analytics/page-views');
  });

  it('answers unknown API paths with a 404 problem', async () => {
    const res = await t.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = await res.json();
    expect(body).toMatchObject({ status: 404, code: 'not_found', instance: '/api/v1/nothing-here' });
  });

  it('answers invalid input with a 400 problem naming the field', async () => {
    const res = await t.request('/api/v1/analytics/page-views', {
      method: 'POST',
      json: { path: 'no-slash' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['path', 'visitorId']),
    );
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const res = await t.request('/api/v1/analytics/page-views', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"path":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('malformed_json');
  });

  it('sends security headers', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const body = { path: '/', visitorId: 'visitor-123456' };
    const foreign = await t.request('/api/v1/analytics/page-views', {
      method: 'POST',
      json: body,
      headers: { Origin: 'https://evil.example', 'User-Agent': 'Mozilla/5.0 Firefox/140.0' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).code).toBe('foreign_origin');
    const own = await t.request('/api/v1/analytics/page-views', {
      method: 'POST',
      json: body,
      headers: { Origin: 'http://localhost', 'User-Agent': 'Mozilla/5.0 Firefox/140.0' },
    });
    expect(own.status).toBe(202);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_ORIGIN: 'https://www.franchisio.com',
      },
    });
  });
  afterAll(() => t.close());

  it('redirects the bare domain and plain http to the canonical origin with 301', async () => {
    const bare = await t.request('https://franchisio.com/india-franchises?search=tea');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('https://www.franchisio.com/india-franchises?search=tea');
    const http = await t.request('http://www.franchisio.com/about');
    expect(http.status).toBe(301);
    expect(http.headers.get('location')).toBe('https://www.franchisio.com/about');
    const canonical = await t.request('https://www.franchisio.com/api/health');
    expect(canonical.status).toBe(200);
    expect(canonical.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('has no dev mailbox', async () => {
    const res = await t.request('https://www.franchisio.com/dev/mailbox.json');
    expect(res.status).toBe(404);
  });
});
