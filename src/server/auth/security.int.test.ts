import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cookieFrom,
  createSignedInUser,
  latestCode,
  ORIGIN,
  seekerSignUp,
  signIn,
  uniqueEmail,
} from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { buildApp } from '../app.ts';
import { session as sessionTable, user as userTable, verification } from '../db/schema/auth.ts';
import { rateLimits } from '../db/schema/system.ts';
import { createOutboxRepository } from '../email/outbox-repository.ts';
import { createAuth, loadAuthSecret } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});
// Every in-process request comes from one address ('local'): each test starts as a fresh one,
// so per-address limits don't spill from test to test (per-e-mail limits are what they check).
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits).where(like(rateLimits.key, '%:ip:local'));
});

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'POST', headers: { Origin: ORIGIN, ...headers }, json });

const strong = () => `Str0ng-${Math.random().toString(36).slice(2)}-pass`;

async function joinUnverified(email = uniqueEmail(), password = strong()) {
  const res = await post('/api/v1/accounts/sign-up', seekerSignUp(email, password));
  expect(res.status).toBe(200);
  return { email, password };
}

/** Lets the next code be sent at once (as if 60 seconds had passed). */
async function expireResendWindow(email: string) {
  await t.deps.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(like(rateLimits.key, `auth:code-send:email:${email}`));
}

const mailsTo = (email: string) => createOutboxRepository(t.deps.database.db).list({ to: email, limit: 20 });

describe('e-mailed codes', () => {
  it('are 6 digits, stored only as a hash, and live 10 minutes', async () => {
    const { email } = await joinUnverified();
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.deps.database.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `email-verification-otp-${email}`));
    expect(row).toBeDefined();
    expect(row!.value).not.toContain(code);
    const hash = createHash('sha256').update(code).digest('base64url');
    expect(row!.value).toBe(`${hash}:0`);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 10 * 60_000)).toBeLessThan(5_000);
  });

  it('are refused once 10 minutes have passed', async () => {
    const { email } = await joinUnverified();
    const code = await latestCode(t, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 5_000);
    const res = await post('/api/auth/email-otp/verify-email', { email, otp: code });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('OTP_EXPIRED');
  });

  it('work once only, even under 50 parallel submissions', async () => {
    const { email } = await joinUnverified();
    const code = await latestCode(t, email);
    // Straight at Better Auth, past our per-e-mail rate limit, so all 50 race for the code.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t.deps.auth.api.verifyEmailOTP({ body: { email, otp: code }, asResponse: true }),
      ),
    );
    const statuses = results.map((r) => (r.status === 'fulfilled' ? r.value.status : 0));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400 || s === 403)).toBe(true);
    const sessions = await t.deps.database.db
      .select()
      .from(sessionTable)
      .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
      .where(eq(userTable.email, email));
    expect(sessions).toHaveLength(1);
  });

  it('also once only through the HTTP endpoint in parallel', async () => {
    const { email } = await joinUnverified();
    const code = await latestCode(t, email);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/auth/email-otp/verify-email', { email, otp: code })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.every((r) => [200, 400, 403, 429].includes(r.status))).toBe(true);
  });

  it('die after 5 wrong guesses: the right code no longer works', async () => {
    const { email } = await joinUnverified();
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/email-otp/verify-email', { email, otp: wrong });
      expect(res.status).toBe(400);
    }
    const res = await post('/api/auth/email-otp/verify-email', { email, otp: code });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('are resent at least 60 seconds apart (the sign-up code counts)', async () => {
    const { email } = await joinUnverified();
    const first = await latestCode(t, email);
    const early = await post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(1);
    await expireResendWindow(email);
    const later = await post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    expect(later.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await latestCode(t, email);
    // The new code replaces the old one.
    if (second !== first) {
      const old = await post('/api/auth/email-otp/verify-email', { email, otp: first });
      expect(old.status).toBe(400);
    }
    const ok = await post('/api/auth/email-otp/verify-email', { email, otp: second });
    expect(ok.status).toBe(200);
  });
});

describe('sign-up does not tell who has an account', () => {
  it('answers a registered e-mail exactly as a new one, and e-mails the owner instead', async () => {
    const owner = await createSignedInUser(t);
    const newcomer = uniqueEmail();
    const a = await post('/api/v1/accounts/sign-up', seekerSignUp(newcomer, strong()));
    const b = await post('/api/v1/accounts/sign-up', seekerSignUp(owner.email, strong()));
    expect(a.status).toBe(b.status);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(Object.keys(bodyA as object).sort()).toEqual(Object.keys(bodyB as object).sort());
    expect(bodyB).toEqual({ needsVerification: true, email: owner.email });
    expect(bodyA).toEqual({ needsVerification: true, email: newcomer });
    expect(a.headers.get('set-cookie')).toBeNull();
    expect(b.headers.get('set-cookie')).toBeNull();
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toMatch(/tried to join/);
    expect(mail!.text).not.toMatch(/\b\d{6}\b/);
    // The account is untouched: the old password still works, the new one does not.
    await expect(signIn(t, owner.email, owner.password)).resolves.toContain('session_token');
    const users = await t.deps.database.db.select().from(userTable).where(eq(userTable.email, owner.email));
    expect(users).toHaveLength(1);
  });

  it('an unverified owner joining again gets a fresh code, with the same answer', async () => {
    const { email } = await joinUnverified();
    await expireResendWindow(email);
    const again = await post('/api/v1/accounts/sign-up', seekerSignUp(email, strong()));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ needsVerification: true, email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toMatch(/\b\d{6}\b/);
  });
});

describe('passwords', () => {
  it.each([
    ['seven', 'Ab1-xyz', /at least 8/],
    ['129 characters', `A1-${'x'.repeat(126)}`, /at most 128/],
    ['common', 'password1', /10,000 most common/],
    ['common, any case', 'Qwerty123', /10,000 most common/],
  ])('refuses a %s password at sign-up with the reason for the form', async (_name, password, reason) => {
    const res = await post('/api/v1/accounts/sign-up', seekerSignUp(uniqueEmail(), password));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string; errors: { field: string; message: string }[] };
    expect(body.detail).toMatch(reason);
    expect(body.errors[0]!.field).toBe('password');
  });

  it('accepts 8 and 128 characters', async () => {
    for (const password of ['Zq8#vLp2', `Zq8#${'v'.repeat(124)}`]) {
      const res = await post('/api/v1/accounts/sign-up', seekerSignUp(uniqueEmail(), password));
      expect(res.status).toBe(200);
    }
  });

  it('refuses a common password on change and on reset too', async () => {
    const u = await createSignedInUser(t);
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'iloveyou1' },
      { Cookie: u.cookie },
    );
    expect(change.status).toBe(400);
    expect(((await change.json()) as { message: string }).message).toMatch(/10,000 most common/);

    await expireResendWindow(u.email);
    expect((await post('/api/auth/email-otp/request-password-reset', { email: u.email })).status).toBe(200);
    const otp = await latestCode(t, u.email);
    const reset = await post('/api/auth/email-otp/reset-password', {
      email: u.email,
      otp,
      password: 'letmein1',
    });
    expect(reset.status).toBe(400);
  });
});

describe('rate limits, kept in the database', () => {
  it('stop password guessing at one account, and hold for another app instance on the same database', async () => {
    const u = await createSignedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post('/api/auth/sign-in/email', { email: u.email, password: 'wrong-password-1' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const [row] = await t.deps.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `auth:sign-in:email:${u.email}`));
    expect(row!.count).toBe(11);
    // A "restarted" server: a new app and auth instance over the same database.
    const restarted = buildApp({
      ...t.deps,
      auth: createAuth(t.deps, await loadAuthSecret(t.deps.database.db, t.deps.config.BETTER_AUTH_SECRET)),
    });
    const res = await restarted.request('http://localhost/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    expect(res.status).toBe(429);
  });

  it('limit sign-ups, verifications and reset requests per e-mail', async () => {
    const email = uniqueEmail();
    const signUps: number[] = [];
    for (let i = 0; i < 6; i++) {
      signUps.push((await post('/api/v1/accounts/sign-up', seekerSignUp(email, strong()))).status);
    }
    expect(signUps).toEqual([200, 200, 200, 200, 200, 429]);

    const verifies: number[] = [];
    for (let i = 0; i < 11; i++) {
      verifies.push((await post('/api/auth/email-otp/verify-email', { email, otp: '123456' })).status);
    }
    expect(verifies[10]).toBe(429);

    const u = await createSignedInUser(t);
    await expireResendWindow(u.email);
    expect((await post('/api/auth/email-otp/request-password-reset', { email: u.email })).status).toBe(200);
    expect((await post('/api/auth/email-otp/request-password-reset', { email: u.email })).status).toBe(429);
  });
});

describe('sessions', () => {
  it('are httpOnly, SameSite=Lax cookies, not Secure outside production', async () => {
    const u = await createSignedInUser(t);
    const res = await post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it('are Secure (and __Secure- prefixed) in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const email = uniqueEmail();
      const password = strong();
      // A verified account made directly (this app has no outbox to read a code from).
      const ctx = await prod.deps.auth.$context;
      const created = await ctx.internalAdapter.createUser(
        { email, name: 'Prod User', emailVerified: true },
        { method: 'email-password' },
      );
      await ctx.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await ctx.password.hash(password),
      });
      const res = await prod.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { Origin: ORIGIN },
        json: { email, password },
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
      expect(cookie).toMatch(/^__Secure-franchisio\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await prod.close();
    }
  });

  it('slide: a request after a day refreshes the 7-day expiry', async () => {
    const u = await createSignedInUser(t);
    const [before] = await t.deps.database.db
      .select()
      .from(sessionTable)
      .where(eq(sessionTable.userId, u.userId));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 24 * 3600_000);
    const res = await t.request('/api/v1/me', { headers: { Cookie: u.cookie } });
    expect(((await res.json()) as { user: { id: string } | null }).user?.id).toBe(u.userId);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
    const [after] = await t.deps.database.db
      .select()
      .from(sessionTable)
      .where(eq(sessionTable.id, before!.id));
    expect(after!.expiresAt.getTime() - before!.expiresAt.getTime()).toBeGreaterThan(36 * 3600_000);
  });

  it('end 30 days after sign-in however active', async () => {
    const u = await createSignedInUser(t);
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    await t.deps.database.db
      .update(sessionTable)
      .set({ createdAt: old })
      .where(eq(sessionTable.userId, u.userId));
    const res = await t.request('/api/v1/me', { headers: { Cookie: u.cookie } });
    expect(await res.json()).toEqual({ user: null });
    const left = await t.deps.database.db
      .select()
      .from(sessionTable)
      .where(eq(sessionTable.userId, u.userId));
    expect(left).toHaveLength(0);
    // Better Auth's own endpoints refuse it too.
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: strong() },
      { Cookie: u.cookie },
    );
    expect(change.status).toBe(401);
  });

  it('a password change ends every other session (even when asked not to)', async () => {
    const u = await createSignedInUser(t);
    const other = await signIn(t, u.email, u.password);
    const newPassword = strong();
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword, revokeOtherSessions: false },
      { Cookie: u.cookie },
    );
    expect(res.status).toBe(200);
    const kept = cookieFrom(res) || u.cookie;
    const otherMe = await t.request('/api/v1/me', { headers: { Cookie: other } });
    expect(await otherMe.json()).toEqual({ user: null });
    const me = await t.request('/api/v1/me', { headers: { Cookie: kept } });
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(u.userId);
    await expect(signIn(t, u.email, newPassword)).resolves.toContain('session_token');
  });

  it('a password reset ends all sessions', async () => {
    const u = await createSignedInUser(t);
    await expireResendWindow(u.email);
    await post('/api/auth/email-otp/request-password-reset', { email: u.email });
    const otp = await latestCode(t, u.email);
    const res = await post('/api/auth/email-otp/reset-password', { email: u.email, otp, password: strong() });
    expect(res.status).toBe(200);
    const me = await t.request('/api/v1/me', { headers: { Cookie: u.cookie } });
    expect(await me.json()).toEqual({ user: null });
  });
});

describe('foreign origins', () => {
  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-out',
    '/api/auth/change-password',
    '/api/v1/accounts/sign-up',
  ])('refuses a state-changing request to %s from another site', async (path) => {
    const u = await createSignedInUser(t);
    const res = await t.request(path, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: u.cookie },
      json: { email: u.email, password: u.password },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('foreign_origin');
  });

  it('Better Auth paths we replaced are not reachable', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: strong(),
      name: 'X',
    });
    expect(res.status).toBe(404);
  });
});
