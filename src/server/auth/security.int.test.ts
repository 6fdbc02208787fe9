import { createHash } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cookieFrom,
  createSignedInUser,
  expireCodeMailCooldown,
  franchisorSignUp,
  latestCode,
  ORIGIN,
  seekerSignUp,
  signIn,
  strongPassword,
  uniqueEmail,
} from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { OTP } from '../../shared/limits.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema/accounts.ts';
import { session as sessionTable, user as userTable, verification } from '../db/schema/auth.ts';
import { franchisors } from '../db/schema/catalog.ts';
import { rateLimits } from '../db/schema/system.ts';
import type { Mailer } from '../email/mailer.ts';
import { createOutboxRepository } from '../email/outbox-repository.ts';
import { createLogger } from '../lib/logger.ts';
import { purgeExpiredPendingAccounts } from '../modules/accounts/pending-accounts.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createAdminRepository } from '../modules/admin/repository.ts';
import { ADMIN_PERMISSIONS } from '../modules/admin/service.ts';
import { createAuth, loadAuthSecret } from './auth.ts';
import { AUTH_ROUTES } from './auth-routes.ts';
import { verifyPassword } from './password-hash.ts';

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

const strong = strongPassword;

async function joinUnverified(email = uniqueEmail(), password = strong()) {
  const res = await post('/api/v1/accounts/sign-up', seekerSignUp(email, password));
  expect(res.status).toBe(200);
  return { email, password };
}

const expireResendWindow = (email: string) => expireCodeMailCooldown(t, email);

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
    const { email, password } = await joinUnverified();
    const code = await latestCode(t, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 5_000);
    const res = await post('/api/auth/email-otp/verify-email', { email, otp: code, password });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('otp_expired');
  });

  it('work once only, even under 50 parallel submissions', async () => {
    const { email, password } = await joinUnverified();
    const code = await latestCode(t, email);
    // Straight at Better Auth, past our per-e-mail rate limit, so all 50 race for the code.
    const body = { email, otp: code, password } as { email: string; otp: string };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => t.deps.auth.api.verifyEmailOTP({ body, asResponse: true })),
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
    const { email, password } = await joinUnverified();
    const code = await latestCode(t, email);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/auth/email-otp/verify-email', { email, otp: code, password }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.every((r) => [200, 400, 403, 429].includes(r.status))).toBe(true);
  });

  it(`die after ${OTP.allowedAttempts} wrong guesses: the right code no longer works`, async () => {
    const { email, password } = await joinUnverified();
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP.allowedAttempts; i++) {
      const res = await post('/api/auth/email-otp/verify-email', { email, otp: wrong, password });
      expect(res.status).toBe(400);
    }
    // (Past the per-address limit too: the code itself is what is refused.)
    await t.deps.database.db.delete(rateLimits).where(like(rateLimits.key, 'auth:verify:%'));
    const res = await post('/api/auth/email-otp/verify-email', { email, otp: code, password });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('too_many_attempts');
  });

  it('are resent at least 60 seconds apart (the sign-up code counts)', async () => {
    const { email, password } = await joinUnverified();
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
      const old = await post('/api/auth/email-otp/verify-email', { email, otp: first, password });
      expect(old.status).toBe(400);
    }
    const ok = await post('/api/auth/email-otp/verify-email', { email, otp: second, password });
    expect(ok.status).toBe(200);
  });
});

describe('sign-up does not tell who has an account', () => {
  it('answers a registered e-mail exactly as a new one, and e-mails the owner instead', async () => {
    const owner = await createSignedInUser(t);
    await expireResendWindow(owner.email); // its own sign-up mailed a code a moment ago
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

describe('an unverified account never outlives a later sign-up', () => {
  it("someone who registers first cannot take over the owner's account", async () => {
    const email = uniqueEmail('takeover');
    const attacker = { password: strong(), firstName: 'Mallory' };
    const owner = { password: strong(), firstName: 'Olivia' };
    await joinUnverified(email, attacker.password);
    await t.deps.database.db.update(userTable).set({ name: 'Mallory' }).where(eq(userTable.email, email));
    await expireResendWindow(email);
    // The owner joins later with the same address and verifies the code they receive.
    const join = await post('/api/v1/accounts/sign-up', {
      ...seekerSignUp(email, owner.password),
      firstName: 'Olivia',
    });
    expect(join.status).toBe(200);
    const verify = await post('/api/auth/email-otp/verify-email', {
      email,
      otp: await latestCode(t, email),
      password: owner.password,
    });
    expect(verify.status).toBe(200);
    const cookie = cookieFrom(verify);
    // The attacker's password no longer opens anything; the owner's profile is the one kept.
    const attempt = await post('/api/auth/sign-in/email', { email, password: attacker.password });
    expect(attempt.status).toBe(401);
    await expect(signIn(t, email, owner.password)).resolves.toContain('session_token');
    const profile = (await (
      await t.request('/api/v1/me/profile', { headers: { Cookie: cookie } })
    ).json()) as {
      firstName: string;
    };
    expect(profile.firstName).toBe('Olivia');
    const users = await t.deps.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(users).toHaveLength(1);
    expect(users[0]!.name).not.toBe('Mallory');
  });

  it('a code never activates a password the person verifying did not set', async () => {
    const email = uniqueEmail('takeover');
    const ownerPassword = strong();
    // The owner joined; then someone else joined with the owner's address and a password of theirs.
    await joinUnverified(email, ownerPassword);
    await expireResendWindow(email);
    const attackerPassword = strong();
    await joinUnverified(email, attackerPassword);
    const code = await latestCode(t, email);
    // The owner types the newest code with their own password: refused, like a wrong code.
    const withOwners = await post('/api/auth/email-otp/verify-email', {
      email,
      otp: code,
      password: ownerPassword,
    });
    expect(withOwners.status).toBe(400);
    const problem = (await withOwners.json()) as { code: string; detail: string };
    expect(problem.code).toBe('invalid_otp');
    expect(problem.detail).toMatch(/password is not the one chosen when joining/);
    // Without any password, a code alone does nothing either.
    const codeOnly = await post('/api/auth/email-otp/verify-email', { email, otp: code });
    expect(codeOnly.status).toBe(400);
    expect(((await codeOnly.json()) as { detail: string }).detail).toBe(problem.detail);
    const [row] = await t.deps.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(row!.emailVerified).toBe(false);
    // Joining again puts the owner's password back in charge.
    await expireResendWindow(email);
    await joinUnverified(email, ownerPassword);
    const verify = await post('/api/auth/email-otp/verify-email', {
      email,
      otp: await latestCode(t, email),
      password: ownerPassword,
    });
    expect(verify.status).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: attackerPassword })).status).toBe(401);
  });

  it("the owner who recovers an address someone pre-registered starts clean, without that person's profile or company", async () => {
    const email = uniqueEmail('squatted');
    const squatter = await post('/api/v1/accounts/franchisor-sign-up', {
      ...franchisorSignUp(email, strong()),
      firstName: 'Mallory',
      lastName: 'Squatter',
      phone: '+1 201 555 0199',
      companyName: 'Squatter Holdings',
    });
    expect(squatter.status).toBe(200);
    const [pending] = await t.deps.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(
      await t.deps.database.db.select().from(franchisors).where(eq(franchisors.ownerUserId, pending!.id)),
    ).toHaveLength(1);

    // The owner does not join: they use "Forgot password?" with their address.
    await expireResendWindow(email);
    expect((await post('/api/auth/email-otp/request-password-reset', { email })).status).toBe(200);
    const ownerPassword = strong();
    const reset = await post('/api/auth/email-otp/reset-password', {
      email,
      otp: await latestCode(t, email),
      password: ownerPassword,
    });
    expect(reset.status).toBe(200);

    const cookie = await signIn(t, email, ownerPassword);
    const profile = (await (
      await t.request('/api/v1/me/profile', { headers: { Cookie: cookie } })
    ).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ email, firstName: null, lastName: null, phone: null, role: 'user' });
    const [account] = await t.deps.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(account).toMatchObject({ id: pending!.id, emailVerified: true, name: '' });
    expect(
      await t.deps.database.db.select().from(franchisors).where(eq(franchisors.ownerUserId, pending!.id)),
    ).toEqual([]);
    const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, pending!.id));
    expect(row).toMatchObject({ firstName: null, lastName: null, phone: null, location: null, role: 'user' });
  });

  it('a password reset of a verified account keeps its profile', async () => {
    const u = await createSignedInUser(t, { role: 'franchisor' });
    await expireResendWindow(u.email);
    expect((await post('/api/auth/email-otp/request-password-reset', { email: u.email })).status).toBe(200);
    const reset = await post('/api/auth/email-otp/reset-password', {
      email: u.email,
      otp: await latestCode(t, u.email),
      password: strong(),
    });
    expect(reset.status).toBe(200);
    const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, u.userId));
    expect(row).toMatchObject({ role: 'franchisor' });
    expect(row!.firstName).not.toBeNull();
    expect(
      await t.deps.database.db.select().from(franchisors).where(eq(franchisors.ownerUserId, u.userId)),
    ).toHaveLength(1);
  });

  it('an unverified account expires after 24 hours: its code stops working and the hourly job discards it', async () => {
    const { email, password } = await joinUnverified(uniqueEmail('stale'));
    const code = await latestCode(t, email);
    await t.deps.database.db
      .update(userTable)
      .set({ createdAt: new Date(Date.now() - 24 * 3600_000 - 60_000) })
      .where(eq(userTable.email, email));
    const late = await post('/api/auth/email-otp/verify-email', { email, otp: code, password });
    expect(late.status).toBe(400);
    const fresh = await joinUnverified(uniqueEmail('fresh'));
    const discarded = await purgeExpiredPendingAccounts(createAccountsRepository(t.deps.database.db));
    expect(discarded).toBeGreaterThanOrEqual(1);
    const kept = await t.deps.database.db.select().from(userTable).where(eq(userTable.email, fresh.email));
    expect(kept).toHaveLength(1);
    const rows = await t.deps.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe('passwords', () => {
  it.each([
    ['seven characters', 'Ab1-xyz', /at least 8/],
    ['eight spaces', '        ', /too easy to guess/],
    ['P@ssw0rd', 'P@ssw0rd', /too easy to guess/],
    ['Password123!', 'Password123!', /too easy to guess/],
    ['Summer2024!', 'Summer2024!', /too easy to guess/],
    ['franchisio1', 'franchisio1', /too easy to guess/],
  ])('refuses %s at sign-up with one code and the reason for the form', async (_name, password, reason) => {
    const res = await post('/api/v1/accounts/sign-up', seekerSignUp(uniqueEmail(), password));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; detail: string; errors: { field: string }[] };
    expect(body.code).toBe('weak_password');
    expect(body.detail).toMatch(reason);
    expect(body.errors[0]!.field).toBe('password');
  });

  it('refuses a password over 128 characters at the edge', async () => {
    const res = await post('/api/v1/accounts/sign-up', seekerSignUp(uniqueEmail(), `A1-${'x'.repeat(126)}`));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; detail: string };
    expect(body.code).toBe('validation_failed');
    expect(body.detail).toMatch(/at most 128/);
  });

  it("refuses the person's own e-mail address and names as a password", async () => {
    const email = uniqueEmail('ashwini.kulkarni');
    for (const password of [email, email.split('@')[0]!, 'ashwinikulkarni', 'Kulkarni1990']) {
      const res = await post('/api/v1/accounts/sign-up', {
        ...seekerSignUp(email, password),
        firstName: 'Ashwini',
        lastName: 'Kulkarni',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('weak_password');
    }
  });

  it('accepts a strong password of 128 characters', async () => {
    const res = await post(
      '/api/v1/accounts/sign-up',
      seekerSignUp(uniqueEmail(), `Zq8#vLp2-${'Quokka'.repeat(19)}-x`),
    );
    expect(res.status).toBe(200);
  });

  it('refuses a weak password on change and on reset too, with the same code', async () => {
    const u = await createSignedInUser(t);
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Summer2024!' },
      { Cookie: u.cookie },
    );
    expect(change.status).toBe(400);
    const changeBody = (await change.json()) as { code: string; detail: string };
    expect(changeBody.code).toBe('weak_password');
    expect(changeBody.detail).toMatch(/too easy to guess/);
    // The own e-mail address is weak on change too.
    const own = await post(
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: u.email },
      { Cookie: u.cookie },
    );
    expect(((await own.json()) as { code: string }).code).toBe('weak_password');

    await expireResendWindow(u.email);
    expect((await post('/api/auth/email-otp/request-password-reset', { email: u.email })).status).toBe(200);
    const otp = await latestCode(t, u.email);
    const reset = await post('/api/auth/email-otp/reset-password', {
      email: u.email,
      otp,
      password: 'P@ssw0rd',
    });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { code: string }).code).toBe('weak_password');
  });
});

describe('sign-in limits', () => {
  let p: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy, so each test request can come from an address of its own.
    p = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await p.close();
  });
  const from = (ip: string, path: string, json: unknown, cookie?: string) =>
    p.request(path, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
      json,
    });
  const signInFrom = (ip: string, email: string, password: string, cookie?: string) =>
    from(ip, '/api/auth/sign-in/email', { email, password }, cookie);

  it('refuse form-encoded and other non-JSON bodies, so no limit can be read past', async () => {
    const u = await createSignedInUser(p);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await p.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': '203.0.113.1',
        },
        body: new URLSearchParams({ email: u.email, password: `wrong-${i}` }).toString(),
      });
      statuses.push(res.status);
    }
    expect(new Set(statuses)).toEqual(new Set([415]));
    for (const [type, body] of [
      [
        'application/x-www-form-urlencoded',
        new URLSearchParams({ email: u.email, password: u.password }).toString(),
      ],
      ['text/plain', JSON.stringify({ email: u.email, password: u.password })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${u.email}\r\n--x--`,
      ],
    ] as const) {
      const res = await p.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': type, 'X-Forwarded-For': '203.0.113.1' },
        body,
      });
      expect(res.status).toBe(415);
    }
  });

  it('stop guessing from one address at 10, hold for another app instance, and never lock the owner out', async () => {
    const u = await createSignedInUser(p);
    const attacker = '203.0.113.2';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signInFrom(attacker, u.email, `Wrong-guess-${i}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Even the right password is refused from there now, also by a restarted server.
    const restarted = buildApp({
      ...p.deps,
      auth: createAuth(p.deps, await loadAuthSecret(p.deps.database.db, p.deps.config.BETTER_AUTH_SECRET)),
    });
    const res = await restarted.request('http://localhost/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': attacker },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    expect(res.status).toBe(429);
    // The owner, at their own address, signs in.
    expect((await signInFrom('198.51.100.2', u.email, u.password)).status).toBe(200);
  });

  // 35 sign-ins, each a password hash: a shared, busy machine needs more than the default 30 s.
  it('guesses spread over many addresses do not lock the owner out, on a new browser or a known one', {
    timeout: 120_000,
  }, async () => {
    const u = await createSignedInUser(p);
    const known = await signInFrom('198.51.100.3', u.email, u.password);
    expect(known.status).toBe(200);
    const deviceCookie = known.headers.getSetCookie().find((c) => c.startsWith('franchisio.device='))!;
    expect(deviceCookie).toMatch(/HttpOnly/i);
    const device = deviceCookie.split(';')[0]!;
    // 32 wrong passwords from 32 addresses (issue 31.6: this locked the owner out for 15 minutes).
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await signInFrom(`203.0.114.${i + 1}`, u.email, `Wrong-guess-${i}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    // The owner signs in from a new address on a new browser, and on the browser used before.
    expect((await signInFrom('198.51.100.4', u.email, u.password)).status).toBe(200);
    expect((await signInFrom('198.51.100.5', u.email, u.password, device)).status).toBe(200);
    // Guessing from one address still stops at 10, even with a device cookie made up or made
    // for another account (it proves nothing).
    const other = await createSignedInUser(p);
    const otherDevice = (await signInFrom('198.51.100.6', other.email, other.password)).headers
      .getSetCookie()
      .find((c) => c.startsWith('franchisio.device='))!
      .split(';')[0]!;
    const guesser = '203.0.115.1';
    for (let i = 0; i < 10; i++) await signInFrom(guesser, u.email, `Wrong-again-${i}`, otherDevice);
    expect((await signInFrom(guesser, u.email, u.password, otherDevice)).status).toBe(429);
    expect(
      (
        await signInFrom(
          guesser,
          u.email,
          u.password,
          `franchisio.device=${'A'.repeat(22)}.${'B'.repeat(22)}`,
        )
      ).status,
    ).toBe(429);
  });

  it("junk reset attempts from other addresses never stop the owner's own code", {
    timeout: 120_000,
  }, async () => {
    const u = await createSignedInUser(p);
    await expireCodeMailCooldown(p, u.email);
    const home = '198.51.100.20';
    expect((await from(home, '/api/auth/email-otp/request-password-reset', { email: u.email })).status).toBe(
      200,
    );
    const code = await latestCode(p, u.email);
    const junk: number[] = [];
    for (let i = 0; i < 12; i++) {
      const otp = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      junk.push(
        (
          await from(`203.0.116.${i + 1}`, '/api/auth/email-otp/reset-password', {
            email: u.email,
            otp,
            password: strong(),
          })
        ).status,
      );
    }
    // Guesses from elsewhere are bounded per account (4), below what the code survives.
    expect(junk).toEqual([...Array(4).fill(400), ...Array(8).fill(429)]);
    // The owner's own typo, then the right code, from where the code was asked for.
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const typo = await from(home, '/api/auth/email-otp/reset-password', {
      email: u.email,
      otp: wrong,
      password: strong(),
    });
    expect(typo.status).toBe(400);
    const newPassword = strong();
    const reset = await from(home, '/api/auth/email-otp/reset-password', {
      email: u.email,
      otp: code,
      password: newPassword,
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await signInFrom('198.51.100.21', u.email, newPassword)).status).toBe(200);
  });

  it("sign-ups by someone else for an address never block the owner's recovery of it", {
    timeout: 120_000,
  }, async () => {
    const email = uniqueEmail('squatted');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await expireCodeMailCooldown(p, email);
      statuses.push(
        (await from(`203.0.117.${i + 1}`, '/api/v1/accounts/sign-up', seekerSignUp(email, strong()))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The owner asks for a reset code for the address and chooses a password with it.
    await expireCodeMailCooldown(p, email);
    const home = '198.51.100.30';
    expect((await from(home, '/api/auth/email-otp/request-password-reset', { email })).status).toBe(200);
    const password = strong();
    const reset = await from(home, '/api/auth/email-otp/reset-password', {
      email,
      otp: await latestCode(p, email),
      password,
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await signInFrom(home, email, password)).status).toBe(200);
  });
});

describe('codes mailed to one address', () => {
  it('one a minute and five an hour, across every route that mails a code', async () => {
    const email = uniqueEmail('burst');
    const { password } = await joinUnverified(email);
    const burst: number[] = [];
    for (let i = 0; i < 30; i++) {
      burst.push(
        (await post('/api/auth/email-otp/send-verification-otp', { email, type: 'email-verification' }))
          .status,
      );
    }
    expect(new Set(burst)).toEqual(new Set([429]));
    expect(await mailsTo(email)).toHaveLength(1);
    // (From here on, as if from other addresses: the per-address limits are not what is tested.)
    await t.deps.database.db.delete(rateLimits).where(like(rateLimits.key, '%:ip:local'));
    // Better Auth's own resend path is not reachable at all.
    expect((await post('/api/auth/send-verification-email', { email })).status).toBe(404);
    // Each minute one more, whichever route: resend, reset; the sixth code in the hour is refused.
    // Joining again keeps the minute between mails but has its own hourly cap (sign-ups by
    // someone else must not use up the owner's codes).
    const routes = [
      () => post('/api/auth/email-otp/send-verification-otp', { email, type: 'email-verification' }),
      () => post('/api/auth/email-otp/request-password-reset', { email }),
      () => post('/api/v1/accounts/sign-up', seekerSignUp(email, password)),
      () => post('/api/auth/email-otp/send-verification-otp', { email, type: 'email-verification' }),
      () => post('/api/auth/email-otp/request-password-reset', { email }),
      () => post('/api/auth/email-otp/send-verification-otp', { email, type: 'email-verification' }),
      () => post('/api/auth/email-otp/request-password-reset', { email }),
    ];
    const hourly: number[] = [];
    for (const send of routes) {
      await expireResendWindow(email);
      hourly.push((await send()).status);
    }
    expect(hourly).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(7);
  });

  it('an address without an account is limited the same way (nothing tells them apart)', async () => {
    const nobody = uniqueEmail('nobody');
    const first = await post('/api/auth/email-otp/request-password-reset', { email: nobody });
    const second = await post('/api/auth/email-otp/request-password-reset', { email: nobody });
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(await mailsTo(nobody)).toHaveLength(0);
  });

  it('an e-mail change mails its code under the same limit', async () => {
    const u = await createSignedInUser(t);
    const target = uniqueEmail('new');
    await post('/api/auth/email-otp/request-password-reset', { email: target });
    const change = await post(
      '/api/v1/me/email-change',
      { newEmail: target, password: u.password },
      { Cookie: u.cookie },
    );
    expect(change.status).toBe(429);
  });
});

describe('rate limits, kept in the database', () => {
  it('limit sign-ups, verifications and reset requests per e-mail', async () => {
    const email = uniqueEmail();
    const signUps: number[] = [];
    for (let i = 0; i < 6; i++) {
      await expireResendWindow(email);
      signUps.push((await post('/api/v1/accounts/sign-up', seekerSignUp(email, strong()))).status);
    }
    expect(signUps).toEqual([200, 200, 200, 200, 200, 429]);

    const verifies: number[] = [];
    for (let i = 0; i < 11; i++) {
      verifies.push(
        (await post('/api/auth/email-otp/verify-email', { email, otp: '123456', password: 'x' })).status,
      );
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

  it('the JSON answers of sign-in and verification carry no session token (the cookie does)', async () => {
    const { email, password } = await joinUnverified();
    const verify = await post('/api/auth/email-otp/verify-email', {
      email,
      otp: await latestCode(t, email),
      password,
    });
    const verifyBody = (await verify.json()) as Record<string, unknown>;
    expect(verify.status).toBe(200);
    expect(verifyBody).not.toHaveProperty('token');
    expect(cookieFrom(verify)).toContain('session_token');
    const signInRes = await post('/api/auth/sign-in/email', { email, password });
    const text = await signInRes.text();
    expect(signInRes.status).toBe(200);
    expect(text).not.toMatch(/"token"/);
    // The session table keeps only a hash of the token, and the client's address.
    const token = decodeURIComponent(cookieFrom(signInRes).match(/session_token=([^;.]+)/)![1]!);
    const rows = await t.deps.database.db
      .select()
      .from(sessionTable)
      .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
      .where(eq(userTable.email, email));
    expect(rows.length).toBeGreaterThan(0);
    for (const { session } of rows) {
      expect(session.token).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(session.token).not.toContain(token);
    }
  });
});

/** An auth instance that never touches its database: listing its endpoints needs none. */
function listingAuth() {
  return createAuth(
    {
      config: loadConfig({ NODE_ENV: 'test' }),
      database: { db: {} as Db },
      mailer: {} as Mailer,
      logger: createLogger('silent'),
    },
    'x'.repeat(32),
  );
}

describe('Better Auth endpoints not on the allow-list', () => {
  // Every endpoint Better Auth (and its plugins) defines, read from the instance itself.
  // (An instance that never touches its database: listing its endpoints needs none.)
  const listing = listingAuth();
  const paths = [
    ...new Set(
      Object.values(listing.api)
        .map((endpoint) => (endpoint as { path?: unknown }).path)
        .filter((path): path is string => typeof path === 'string' && !Object.hasOwn(AUTH_ROUTES, path)),
    ),
  ];

  it('include the ones our own endpoints replace', () => {
    for (const path of [
      '/sign-up/email',
      '/delete-user',
      '/verify-password',
      '/list-sessions',
      '/revoke-session',
      '/send-verification-email',
      '/get-session',
      '/change-email',
      '/sign-in/email-otp',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(Object.keys(AUTH_ROUTES))('%s (on the allow-list) answers 404 to GET', async (path) => {
    const u = await sharedUser();
    for (const cookie of [undefined, u.cookie]) {
      const res = await t.request(`/api/auth${path}`, {
        headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(res.status).toBe(404);
    }
  });

  it.each(paths)('%s answers 404 to GET and POST, signed in or not', async (path) => {
    const u = await sharedUser();
    for (const method of ['GET', 'POST'] as const) {
      for (const cookie of [undefined, u.cookie]) {
        const res = await t.request(`/api/auth${path}`, {
          method,
          headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
          json:
            method === 'POST'
              ? { email: u.email, password: u.password, newPassword: strong(), token: 'x' }
              : undefined,
        });
        expect(res.status).toBe(404);
        expect(((await res.json()) as { code: string }).code).toBe('not_found');
      }
    }
  });
});

describe("Better Auth's admin plugin is gone", () => {
  // Every endpoint the plugin defined (better-auth 1.x): none may answer, even to a super admin.
  const ADMIN_PLUGIN_PATHS = [
    '/admin/ban-user',
    '/admin/create-user',
    '/admin/get-user',
    '/admin/has-permission',
    '/admin/impersonate-user',
    '/admin/list-user-sessions',
    '/admin/list-users',
    '/admin/remove-user',
    '/admin/revoke-user-session',
    '/admin/revoke-user-sessions',
    '/admin/set-role',
    '/admin/set-user-password',
    '/admin/stop-impersonating',
    '/admin/unban-user',
    '/admin/update-user',
  ];

  it('the auth instance defines no /admin endpoint at all', () => {
    const listing = listingAuth();
    const adminPaths = Object.values(listing.api)
      .map((endpoint) => (endpoint as { path?: unknown }).path)
      .filter((path) => typeof path === 'string' && path.startsWith('/admin'));
    expect(adminPaths).toEqual([]);
  });

  it.each(ADMIN_PLUGIN_PATHS)('%s answers 404 to a super admin, and changes nothing', async (path) => {
    const boss = await superAdmin();
    const victim = await sharedUser();
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.request(`/api/auth${path}?userId=${victim.userId}`, {
        method,
        headers: { Origin: ORIGIN, Cookie: boss.cookie },
        json:
          method === 'POST'
            ? {
                userId: victim.userId,
                newPassword: '12345678',
                email: uniqueEmail('made-admin'),
                password: '12345678',
                name: 'Made Admin',
                role: 'admin',
              }
            : undefined,
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
    // The victim's password is still theirs, and no account was made.
    const hash = await t.deps.identity.findPasswordHash(victim.userId);
    expect(await verifyPassword({ hash: hash!, password: victim.password })).toBe(true);
    const made = await t.deps.database.db
      .select()
      .from(userTable)
      .where(like(userTable.email, 'made-admin-%'));
    expect(made).toEqual([]);
  });
});

let boss: Promise<Awaited<ReturnType<typeof createSignedInUser>>> | null = null;
/** A super admin in the product's own model (the admins table), as `npm run admin:create` makes one. */
const superAdmin = () =>
  (boss ??= createSignedInUser(t).then(async (u) => {
    await createAdminRepository(t.deps.database.db).upsert({
      userId: u.userId,
      level: 'super',
      permissions: ADMIN_PERMISSIONS.super,
      invitedBy: null,
    });
    return u;
  }));

let shared: Promise<Awaited<ReturnType<typeof createSignedInUser>>> | null = null;
const sharedUser = () => (shared ??= createSignedInUser(t));
