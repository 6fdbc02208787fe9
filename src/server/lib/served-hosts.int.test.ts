import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

/**
 * Issue 31.2 (DNS rebinding), 31.15 (HSTS) and 33.8 (links from a request's Host): the server
 * answers only the hosts it serves, compares Origin with the origins it serves, and builds
 * links from its configuration.
 */
const ATTACKER = 'rebind.attacker.example:3101';

describe('a default start (no PUBLIC_ORIGIN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PORT: '3101' } });
  }, 120_000);
  afterAll(() => t?.close());

  const at = (host: string, path: string, init: RequestInit = {}) => t.request(`http://${host}${path}`, init);

  it("refuses an attacker's host name before routing: dev outbox, metrics, sign-in, pages", async () => {
    const attempts: [string, RequestInit][] = [
      ['/dev/mailbox.json', {}],
      ['/dev/mailbox', {}],
      ['/api/metrics', {}],
      ['/api/v1/opportunities?country=US', {}],
      ['/', {}],
      [
        '/api/auth/email-otp/request-password-reset',
        {
          method: 'POST',
          headers: { Origin: `http://${ATTACKER}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'owner@example.com' }),
        },
      ],
      [
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { Origin: `http://${ATTACKER}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'owner@example.com', password: 'whatever-it-is' }),
        },
      ],
    ];
    const answers = [];
    for (const [path, init] of attempts) {
      const res = await at(ATTACKER, path, init);
      const body = (await res.json()) as { code?: string };
      answers.push({ path, status: res.status, code: body.code });
    }
    expect(answers).toEqual(attempts.map(([path]) => ({ path, status: 421, code: 'misdirected_request' })));
  });

  it('answers the loopback names with the listening port or none, and no other port', async () => {
    const statuses: Record<string, number> = {};
    for (const host of [
      'localhost',
      'localhost:3101',
      '127.0.0.1:3101',
      '[::1]:3101',
      'LOCALHOST:3101',
      'localhost:3102',
      '127.0.0.2:3101',
    ]) {
      statuses[host] = (await at(host, '/api/health/live')).status;
    }
    expect(statuses).toEqual({
      localhost: 200,
      'localhost:3101': 200,
      '127.0.0.1:3101': 200,
      '[::1]:3101': 200,
      'LOCALHOST:3101': 200,
      'localhost:3102': 421,
      '127.0.0.2:3101': 421,
    });
  });

  it('refuses a write whose Origin is not a served origin, even when it equals the Host', async () => {
    const res = await at('localhost:3101', '/api/v1/contact-messages', {
      method: 'POST',
      headers: { Origin: 'http://localhost:4000', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Pat',
        email: 'pat@example.com',
        subject: 'Hello',
        message: 'A question.',
      }),
    });
    expect(res.status).toBe(403);
  });

  it('builds sitemap and robots links from the listening address, not the Host', async () => {
    const robots = await (await at('127.0.0.1:3101', '/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:3101/sitemap.xml');
    const sitemap = await (await at('[::1]:3101', '/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.filter((l) => !l.startsWith('http://localhost:3101/'))).toEqual([]);
  });

  it('sends no HSTS over a plain-http default start', async () => {
    expect((await at('localhost', '/api/health/live')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('with PUBLIC_ORIGIN=https://www.franchisio.example (NODE_ENV=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://www.franchisio.example', ALLOWED_HOSTS: 'app.internal:3000' },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers its host, redirects its bare twin, refuses every other host', async () => {
    const served = await t.request('https://www.franchisio.example/api/health/live');
    expect(served.status).toBe(200);
    const bare = await t.request('https://franchisio.example/api/health/live');
    expect([bare.status, bare.headers.get('location')]).toEqual([
      301,
      'https://www.franchisio.example/api/health/live',
    ]);
    for (const host of [ATTACKER, 'localhost:3000', 'localhost']) {
      expect((await t.request(`http://${host}/dev/mailbox.json`)).status, host).toBe(421);
    }
  });

  it('sends HSTS whatever NODE_ENV says', async () => {
    const res = await t.request('https://www.franchisio.example/api/health/live');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});
