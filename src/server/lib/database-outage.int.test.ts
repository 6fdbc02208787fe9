import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { testEngine } from '../../../tests/helpers/test-db.ts';

/**
 * Issue 31.10: the database goes away under a running app (its connections terminated and new
 * ones refused, or the database dropped; on PGlite, closed). Every route, signed-in ones and
 * sign-in included, answers 503 with Retry-After, never 500.
 */
let t: TestApp;
let u: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await createSignedInUser(t);
}, 180_000);
// The PGlite case closes the database itself: closing it again would throw.
afterAll(() => t?.close().catch(() => undefined));

async function expectUnavailable() {
  const requests: [string, RequestInit][] = [
    ['/api/v1/opportunities?country=US', {}],
    ['/api/v1/me', { headers: { Cookie: u.cookie } }],
    ['/api/v1/me/sessions', { headers: { Cookie: u.cookie } }],
    ['/api/v1/bookmarks', { headers: { Cookie: u.cookie } }],
    [
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: u.email, password: u.password }),
      },
    ],
    ['/api/auth/get-session', { headers: { Cookie: u.cookie } }],
  ];
  const answers = [];
  for (const [path, init] of requests) {
    const res = await t.request(path, init);
    const text = await res.text();
    answers.push({
      path,
      status: res.status,
      retryAfter: /^\d+$/.test(res.headers.get('retry-after') ?? ''),
    });
    expect(text).not.toMatch(/ECONNREFUSED|PGlite|pool|postgres|does not exist|accepting/i);
  }
  expect(answers).toEqual(requests.map(([path]) => ({ path, status: 503, retryAfter: true })));
}

async function databaseName(): Promise<string> {
  const result = (await t.deps.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  return result.rows[0]!.name;
}

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe.runIf(testEngine() === 'postgres')('PostgreSQL goes away under the app', () => {
  it('connections terminated and new ones refused (57P01, then 55000)', async () => {
    const name = await databaseName();
    await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    try {
      await expectUnavailable();
    } finally {
      await onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
  });

  it('the database dropped (3D000)', async () => {
    const name = await databaseName();
    await onServer(`DROP DATABASE ${name} WITH (FORCE)`);
    await expectUnavailable();
  });
});

describe.runIf(testEngine() === 'pglite')('the embedded database closes under the app', () => {
  it('every route answers 503', async () => {
    await t.deps.database.close();
    await expectUnavailable();
  });
});
