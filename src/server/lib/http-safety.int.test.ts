import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { createAuth, createIdentityRepository } from '../auth/index.ts';
import { createServices } from '../create-deps.ts';
import { type Database, openDatabase } from '../db/client.ts';

/** What caches may keep, what a served file may do, and a database outage. */
let t: TestApp;
let u: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await createSignedInUser(t);
}, 180_000);
afterAll(() => t?.close());

const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { Cookie: cookie } : {} });

describe('caching of personal data', () => {
  it.each([
    '/api/v1/me',
    '/api/v1/me/profile',
    '/api/v1/me/sessions',
    '/api/v1/bookmarks',
    '/api/v1/compare',
    '/api/v1/discover/matches',
  ])('%s signed in: no-store', async (path) => {
    const res = await get(path, u.cookie);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('an API answer without a policy of its own is no-store for everyone', async () => {
    const res = await get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a page answered to a signed-in browser is private, no-store', async () => {
    const res = await get('/account-settings', u.cookie);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('security headers', () => {
  it.each(['/api/v1/me', '/', '/api/openapi.json'])(
    '%s carries Permissions-Policy and the page policy',
    async (path) => {
      const res = await get(path);
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(policy).toContain(feature);
      }
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('a served file keeps its sandbox policy (the global one does not overwrite it)', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([png], 'me.png', { type: 'image/png' }));
    const uploaded = await t.request('/api/v1/me/avatar', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: u.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };
    const res = await get(avatarUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });
});

describe('a database outage answers 503 with Retry-After, never 500 or its text', () => {
  async function appOn(database: Database) {
    // Services are built once over a database: build them again over the failing one.
    const core = {
      ...t.deps,
      database,
      identity: createIdentityRepository(database.db),
      auth: createAuth({ ...t.deps, database }, 'x'.repeat(32)),
    };
    return buildApp({ ...core, services: createServices(core) });
  }
  const outages: [string, () => Promise<Database>][] = [
    [
      'a PostgreSQL server that refuses connections',
      () => openDatabase({ engine: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 2 }),
    ],
    [
      'an embedded database that was closed',
      async () => {
        const database = await openDatabase({ engine: 'pglite' });
        await database.close();
        return database;
      },
    ],
  ];

  it.each(outages)('%s', async (_name, open) => {
    const database = await open();
    const app = await appOn(database);
    const requests: [string, RequestInit][] = [
      ['/api/v1/opportunities?country=US', {}],
      ['/api/v1/me', { headers: { Cookie: u.cookie } }],
      [
        '/api/v1/contact-messages',
        {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Pat',
            email: 'pat@example.com',
            subject: 'Hello there',
            message: 'A question about a listing.',
          }),
        },
      ],
      [
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: u.email, password: u.password }),
        },
      ],
    ];
    for (const [path, init] of requests) {
      const res = await app.request(`http://localhost${path}`, init);
      const text = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 503 });
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(JSON.parse(text).code).toBe('service_unavailable');
      expect(text).not.toMatch(/ECONNREFUSED|PGlite|closed|pool|postgres/i);
    }
    if (database.engine === 'postgres') await database.close();
  });
});

describe('request bodies are capped', () => {
  const contact = (body: BodyInit, headers: Record<string, string> = {}) =>
    t.request('/api/v1/contact-messages', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('a Content-Length over 64 KB is answered 413 at once', async () => {
    const res = await contact(`{"name":"${'x'.repeat(70 * 1024)}"}`);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('body_too_large');
  });

  it('a streamed 100 MB body is cut off at the limit: the rest is never read', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`"${'x'.repeat(1024 * 1024 - 2)}"`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ === 0) controller.enqueue(new TextEncoder().encode('{"name":'));
        if (pulled >= 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await contact(stream);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(5);
  });

  it('only the avatar upload takes more, up to its own limit', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    const res = await t.request('/api/v1/me/avatar', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: u.cookie },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('file_too_large');
  });
});
