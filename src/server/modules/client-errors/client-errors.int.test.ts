import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { clientErrors } from '../../db/schema/index.ts';

const report = {
  errorId: 'err_m3k9x2abcd12',
  kind: 'render',
  message: 'Cannot read properties of undefined (reading "title")',
  stack: 'TypeError: Cannot read properties of undefined\n    at OpportunityCard (card.tsx:12:7)',
  componentStack: '\n    at OpportunityCard\n    at Home',
  url: 'http://localhost:3000/?tab=india',
};

describe('POST /api/v1/client-errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const send = (json: unknown, ip = '203.0.113.5') =>
    t.request('/api/v1/client-errors', {
      method: 'POST',
      json,
      headers: { 'X-Forwarded-For': ip, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    });

  it('stores the report under the id the error screen shows', async () => {
    const res = await send(report);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ recorded: true });
    const rows = await t.deps.database.db
      .select()
      .from(clientErrors)
      .where(eq(clientErrors.errorId, report.errorId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'render',
      message: report.message,
      url: report.url,
      componentStack: report.componentStack,
      ip: '203.0.113.5',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    });
  });

  it('rejects a malformed error id or kind', async () => {
    const res = await send({ ...report, errorId: 'DROP TABLE', kind: 'oops' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(['errorId', 'kind']);
  });

  it('limits reports per network address', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < 20; i++) {
      expect((await send({ ...report, errorId: `err_loop${String(i).padStart(6, '0')}` }, ip)).status).toBe(
        202,
      );
    }
    const res = await send({ ...report, errorId: 'err_loop999999' }, ip);
    expect(res.status).toBe(429);
    const stored = await t.deps.database.db
      .select()
      .from(clientErrors)
      .where(eq(clientErrors.errorId, 'err_loop999999'));
    expect(stored).toHaveLength(0);
  });
});
