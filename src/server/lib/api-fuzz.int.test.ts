import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../../tests/helpers/accounts.ts';
import {
  documentedEndpoints,
  type Endpoint,
  fuzzRequest,
  leakIn,
  type Schema,
} from '../../../tests/helpers/api-fuzz.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { PAGES } from '../../shared/routes.ts';
import { createAdminRepository } from '../modules/admin/repository.ts';
import { ADMIN_PERMISSIONS } from '../modules/admin/service.ts';

/**
 * Property-based fuzzing of every endpoint: the OpenAPI document lists our
 * routes with their parameters and bodies, the auth allow-list adds Better Auth's, and the page
 * registry the pages. fast-check builds requests from those schemas (tests/helpers/api-fuzz.ts)
 * as a visitor and as signed-in seeker, franchisor and super admin. No input may answer 5xx,
 * and no answer may carry database or stack text.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

describe('fuzzing every endpoint', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  let resolve: (s: Schema) => Schema;
  const cookies: (string | undefined)[] = [undefined];

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
    ({ endpoints, resolve } = documentedEndpoints(await (await t.request('/api/openapi.json')).json()));
    // The API's own documents, the dev outbox, a disabled auth path, and every page.
    for (const path of [
      '/api/openapi.json',
      '/api/docs',
      '/dev/mailbox',
      '/dev/mailbox.json',
      '/api/auth/get-session',
    ]) {
      endpoints.push({ method: 'GET', path, params: [] });
    }
    // Pages render from the web build (without one they answer 503 "not built"): fuzzed when it exists.
    const pages = fs.existsSync(path.join(t.deps.config.webDistDir, 'index.html')) ? PAGES : [];
    for (const page of pages) {
      endpoints.push({
        method: 'GET',
        path: page.path.replace(/:(\w+)/g, '{$1}'),
        params: [...page.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1]!, in: 'path' as const })),
      });
    }
    if (pages.length > 0) {
      endpoints.push(
        { method: 'GET', path: '/sitemap.xml', params: [] },
        { method: 'GET', path: '/robots.txt', params: [] },
      );
    }

    const seeker = await createSignedInUser(t);
    const franchisor = await createSignedInUser(t, { role: 'franchisor' });
    const boss = await createSignedInUser(t);
    await createAdminRepository(t.deps.database.db).upsert({
      userId: boss.userId,
      level: 'super',
      permissions: ADMIN_PERMISSIONS.super,
      invitedBy: null,
    });
    cookies.push(seeker.cookie, franchisor.cookie, boss.cookie);
  }, 300_000);
  afterAll(() => t?.close());

  it(`no input yields a 5xx or database text (${RUNS} generated requests)`, {
    timeout: 600_000,
  }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzRequest(endpoints, resolve, cookies.length), async (r) => {
        const cookie = cookies[r.actor];
        const res = await t.request(r.url, {
          method: r.method,
          headers: {
            Origin: ORIGIN,
            'X-Forwarded-For': r.ip,
            ...(cookie ? { Cookie: cookie } : {}),
            ...(r.contentType ? { 'Content-Type': r.contentType } : {}),
          },
          body: r.body,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const text = res.status >= 400 ? await res.text() : '';
        const leak = leakIn(text);
        if (res.status >= 500 || leak) {
          throw new Error(`${r.method} ${r.url.slice(0, 300)} → ${res.status} ${leak ?? text.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The run reached past validation, not only into refusals.
    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(answered).toBe(RUNS);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 50);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  });
});
