import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSignedInUser,
  ORIGIN,
  type SignedInUser,
  signIn,
  uniqueEmail,
} from '../../../../tests/helpers/accounts.ts';
import { PDF_BYTES, register, uploadDocument } from '../../../../tests/helpers/franchisor.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { ADMIN_PERMISSION_NAMES, type AdminMetricsT } from '../../../shared/schemas/admin.ts';
import { SUSPENDED_ACCOUNT_MESSAGE } from '../../auth/auth.ts';
import { admins } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { session, user } from '../../db/schema/auth.ts';
import { kreditApplications, kreditEvents } from '../../db/schema/kredit.ts';
import { rateLimits } from '../../db/schema/system.ts';
import { ADMIN_READS } from './access-audit.ts';
import { createAdminRepository } from './repository.ts';
import { ADMIN_PERMISSIONS, createAdminService } from './service.ts';

// Six accounts (a password hash each) before the first test: slow on a busy shared machine.
vi.setConfig({ hookTimeout: 180_000 });

let t: TestApp;
const who = {} as Record<Exclude<Actor, 'visitor'>, SignedInUser>;

/** Every role the admin area meets; `limited` is an admin whose record lacks every permission. */
type Actor = 'visitor' | 'seeker' | 'franchisor' | 'admin' | 'super' | 'limited';
const ACTORS: Actor[] = ['visitor', 'seeker', 'franchisor', 'admin', 'super', 'limited'];

const call = (a: Actor, method: string, path: string, json?: unknown) =>
  t.request(path, {
    method,
    headers: { Origin: ORIGIN, ...(a === 'visitor' ? {} : { Cookie: who[a].cookie }) },
    json,
  });

beforeAll(async () => {
  t = await createTestApp();
  const admins = createAdminRepository(t.deps.database.db);
  who.seeker = await createSignedInUser(t);
  who.franchisor = await createSignedInUser(t, { role: 'franchisor' });
  who.super = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(who.super.userId);
  who.admin = await createSignedInUser(t);
  await admins.upsert({
    userId: who.admin.userId,
    level: 'standard',
    permissions: ADMIN_PERMISSIONS.standard,
    invitedBy: who.super.userId,
  });
  who.limited = await createSignedInUser(t);
  await admins.upsert({ userId: who.limited.userId, level: 'standard', permissions: [], invitedBy: null });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

/** A fresh account to act on, optionally already suspended by the super admin. */
async function target(opts: { suspended?: boolean } = {}) {
  const u = await createSignedInUser(t);
  if (opts.suspended) {
    const res = await call('super', 'POST', `/api/v1/admin/users/${u.userId}/suspend`, { reason: 'Set up' });
    expect(res.status).toBe(200);
  }
  return u;
}

// Expected status per actor: 401 for visitors, 403 for non-admins and admins lacking the permission.
const ANY_ADMIN = { visitor: 401, seeker: 403, franchisor: 403, admin: 200, super: 200, limited: 200 };
const USERS_READ = { ...ANY_ADMIN, limited: 403 };
const SUPER_ONLY = { ...ANY_ADMIN, admin: 403, limited: 403 };

/**
 * Every admin endpoint a test below calls for every actor, as `METHOD /path/{param}`: checked
 * against the OpenAPI document, so an admin route added without a row here fails the suite.
 */
const covered = new Set<string>();
const route = (method: string, path: string) => {
  covered.add(`${method} ${path}`);
  return `${method} ${path}`;
};

describe('admin area endpoints × every role', () => {
  it.each(ACTORS)(`${route('GET', '/api/v1/admin/metrics')} as %s`, async (a) => {
    const res = await call(a, 'GET', '/api/v1/admin/metrics?days=7');
    expect(res.status).toBe(ANY_ADMIN[a]);
  });
  it.each(ACTORS)(`${route('GET', '/api/v1/admin/users')} as %s`, async (a) => {
    expect((await call(a, 'GET', '/api/v1/admin/users')).status).toBe(USERS_READ[a]);
  });
  it.each(ACTORS)(`${route('GET', '/api/v1/admin/users/{id}')} as %s`, async (a) => {
    const res = await call(a, 'GET', `/api/v1/admin/users/${who.seeker.userId}`);
    expect(res.status).toBe(USERS_READ[a]);
  });
  it.each(ACTORS)(`${route('POST', '/api/v1/admin/users/{id}/suspend')} as %s`, async (a) => {
    const u = await target();
    const res = await call(a, 'POST', `/api/v1/admin/users/${u.userId}/suspend`, { reason: 'Spam' });
    expect(res.status).toBe(SUPER_ONLY[a]);
    const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, u.userId));
    expect(row!.banned).toBe(res.status === 200);
  });
  it.each(ACTORS)(`${route('POST', '/api/v1/admin/users/{id}/restore')} as %s`, async (a) => {
    const u = await target({ suspended: true });
    const res = await call(a, 'POST', `/api/v1/admin/users/${u.userId}/restore`, {});
    expect(res.status).toBe(SUPER_ONLY[a]);
    const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, u.userId));
    expect(row!.banned).toBe(res.status !== 200);
  });
  it.each(ACTORS)(`${route('PUT', '/api/v1/admin/users/{id}/role')} as %s`, async (a) => {
    const u = await target();
    const res = await call(a, 'PUT', `/api/v1/admin/users/${u.userId}/role`, { role: 'franchisor' });
    expect(res.status).toBe(SUPER_ONLY[a]);
    if (res.status === 200) expect(((await res.json()) as { role: string }).role).toBe('franchisor');
  });
  it.each(ACTORS)(`${route('GET', '/api/v1/admin/audit-log')} as %s`, async (a) => {
    expect((await call(a, 'GET', '/api/v1/admin/audit-log')).status).toBe(SUPER_ONLY[a]);
  });
  it.each(ACTORS)(`${route('GET', '/api/v1/admin/audit-log/export')} as %s`, async (a) => {
    const res = await call(a, 'GET', '/api/v1/admin/audit-log/export');
    expect(res.status).toBe(SUPER_ONLY[a]);
    if (res.status === 200) expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    else expect(res.headers.get('content-type')).toMatch(/problem\+json/);
  });
});

/**
 * The other admin endpoints (admin-auth, memberships, moderation, Kredit review, rewards, reports,
 * jobs, stats), each × every role. Record ids that do not exist: a permitted admin gets 404 (the
 * permission is checked first, so nobody else learns anything), everyone else 401 or 403.
 */
describe('every other admin endpoint × every role', () => {
  const NO_SUCH = '00000000-0000-4000-8000-000000000000';
  const PERMITTED = { ...ANY_ADMIN, limited: 403 };
  const SIGNED_IN = { ...ANY_ADMIN, seeker: 200, franchisor: 200 };
  const missing = (expected: Record<Actor, number>) =>
    Object.fromEntries(Object.entries(expected).map(([a, s]) => [a, s === 200 ? 404 : s])) as Record<
      Actor,
      number
    >;
  const cases: [string, string, unknown, Record<Actor, number>][] = [
    // admin-auth: `verify` answers anyone signed in; inviting and revoking are the super admin's.
    ['POST', '/api/v1/admin/auth', { action: 'verify' }, SIGNED_IN],
    ['POST', '/api/v1/admin/auth', { action: 'generateToken', email: 'invitee@example.com' }, SUPER_ONLY],
    [
      'POST',
      '/api/v1/admin/auth',
      { action: 'revokeAccess', email: 'nobody@example.com' },
      missing(SUPER_ONLY),
    ],
    [
      'POST',
      '/api/v1/admin/auth',
      { action: 'acceptInvite', token: 'a'.repeat(43) },
      { ...SIGNED_IN, seeker: 400, franchisor: 400, admin: 400, super: 400, limited: 400 },
    ],
    ['GET', '/api/v1/admin/admins', undefined, SUPER_ONLY],
    ['GET', '/api/v1/admin/invites', undefined, SUPER_ONLY],
    ['POST', '/api/v1/admin/invites/{id}/revoke', undefined, missing(SUPER_ONLY)],
    ['POST', '/api/v1/admin/invites/{id}/restore', undefined, missing(SUPER_ONLY)],
    ['GET', '/api/v1/admin/stats', undefined, ANY_ADMIN],
    ['GET', '/api/v1/admin/jobs', undefined, ANY_ADMIN],
    // The runner is not started in this app (jobs.int.test.ts runs jobs): past the guard, a 503.
    ['POST', '/api/v1/admin/jobs/{name}/runs', {}, { ...SUPER_ONLY, super: 503 }],
    ['GET', '/api/v1/admin/memberships', undefined, PERMITTED],
    [
      'POST',
      '/api/v1/admin/invoices/{id}/mark-paid',
      { amount: 100, paidOn: '2026-01-05', reference: 'TRF-1' },
      missing(PERMITTED),
    ],
    [
      'POST',
      '/api/v1/admin/company-documents/{id}/refuse',
      { reason: 'Unreadable scan' },
      missing(PERMITTED),
    ],
    ['POST', '/api/v1/admin/franchisors/{id}/verify', {}, missing(PERMITTED)],
    ['GET', '/api/v1/admin/listings', undefined, PERMITTED],
    ['POST', '/api/v1/admin/listings/{id}/decision', { decision: 'approve' }, missing(PERMITTED)],
    // A listing's statistics are counts (no person): moderators', like the queue.
    ['GET', '/api/v1/admin/listings/{id}/stats', undefined, missing(PERMITTED)],
    // The catalogue of live listings (issue 37.8): listing matters, no person.
    ['GET', '/api/v1/admin/catalog/listings', undefined, PERMITTED],
    ['GET', '/api/v1/admin/catalog/listings/{id}', undefined, missing(PERMITTED)],
    [
      'POST',
      '/api/v1/admin/catalog/listings/{id}/actions',
      { action: 'pause', reason: 'Misleading revenue figures.' },
      missing(PERMITTED),
    ],
    ['GET', '/api/v1/admin/offerings', undefined, PERMITTED],
    ['GET', '/api/v1/admin/catalog/offerings', undefined, PERMITTED],
    [
      'POST',
      '/api/v1/admin/catalog/offerings/{id}/actions',
      { action: 'pause', reason: 'Misleading cashback terms.' },
      missing(PERMITTED),
    ],
    ['POST', '/api/v1/admin/offerings/{id}/decision', { decision: 'approve' }, missing(PERMITTED)],
    ['GET', '/api/v1/admin/kredit/applications', undefined, PERMITTED],
    ['GET', '/api/v1/admin/kredit/applications/{id}', undefined, missing(PERMITTED)],
    [
      'POST',
      '/api/v1/admin/kredit/applications/{id}/decision',
      { action: 'start_review' },
      missing(PERMITTED),
    ],
    ['GET', '/api/v1/admin/conversation-reports', undefined, PERMITTED],
    ['POST', '/api/v1/admin/conversation-reports/{id}/resolve', { action: 'dismiss' }, missing(PERMITTED)],
    ['POST', '/api/v1/admin/conversations/{id}/reopen', undefined, missing(PERMITTED)],
    // Reviews and claims are listing matters: listings:moderate.
    ['GET', '/api/v1/admin/review-reports', undefined, PERMITTED],
    ['POST', '/api/v1/admin/reviews/{id}/moderation', { action: 'dismiss' }, missing(PERMITTED)],
    ['GET', '/api/v1/admin/claims', undefined, PERMITTED],
    ['POST', '/api/v1/admin/claims/{id}/decision', { decision: 'reject' }, missing(PERMITTED)],
    // rewards:manage is the super admin's only.
    ['GET', '/api/v1/admin/rewards', undefined, SUPER_ONLY],
    [
      'POST',
      '/api/v1/admin/rewards/spends/{id}/decision',
      { decision: 'confirm', vendorConfirmation: 'VND-CONF-1' },
      missing(SUPER_ONLY),
    ],
    // A payout's account in full: an audited read (ADMIN_READS).
    ['GET', '/api/v1/admin/rewards/payouts/{id}', undefined, missing(SUPER_ONLY)],
    // These two move a record from one state to the next in one statement: no such record in
    // that state is their documented 409, whether it is missing or already moved.
    [
      'POST',
      '/api/v1/admin/rewards/ledger/{id}/reverse',
      { reason: 'Refunded by the vendor.' },
      { ...SUPER_ONLY, super: 409 },
    ],
    [
      'POST',
      '/api/v1/admin/rewards/payouts/{id}/paid',
      { transferReference: 'UTR-0001', paidOn: '2026-01-05' },
      { ...SUPER_ONLY, super: 409 },
    ],
  ];
  for (const [method, path, json, expected] of cases) {
    const name = `${route(method, path)}${json && typeof json === 'object' && 'action' in json && path.endsWith('/auth') ? ` (${String(json.action)})` : ''}`;
    it.each(ACTORS)(`${name} as %s`, async (a) => {
      const res = await call(
        a,
        method,
        path.replace('{id}', NO_SUCH).replace('{name}', 'housekeeping'),
        json,
      );
      expect(res.status, await res.clone().text()).toBe(expected[a]);
      if (res.status >= 400) expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    });
  }

  it('leaves no admin endpoint of the OpenAPI document out of these tables', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.length).toBeGreaterThan(25);
    expect([...covered].sort()).toEqual(documented.sort());
  });
});

/**
 * An admin read outside /admin: a company's verification document, opened by its owner or by
 * any admin (the verification desk reads it before deciding; no permission is asked, unlike the
 * Kredit documents and spend invoices, whose reads need kredit:review and rewards:manage and are
 * walked in kredit.int.test.ts and rewards.int.test.ts). Everyone else gets 404, never a hint.
 */
describe('an admin read outside /admin × every role', () => {
  const COMPANY_DOCUMENT = { ...ANY_ADMIN, seeker: 404, franchisor: 404 };
  let documentId: string;
  beforeAll(async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    await register(t, owner, 'GB');
    const uploaded = await uploadDocument(t, owner, {
      bytes: PDF_BYTES,
      name: 'c.pdf',
      type: 'application/pdf',
    });
    expect(uploaded.status).toBe(201);
    documentId = ((await uploaded.json()) as { id: string }).id;
  });
  it.each(ACTORS)('GET /api/v1/company-documents/{id} as %s', async (a) => {
    const res = await call(a, 'GET', `/api/v1/company-documents/${documentId}`);
    expect(res.status).toBe(COMPANY_DOCUMENT[a]);
  });
});

/**
 * Decision 0011's one rule: an admin passes by the permissions on its record, whatever its level.
 * A super admin holds them all because migration 0040 (and every earlier backfill) gives them.
 */
describe('a super admin passes by its permission list, not its level', () => {
  it('is refused what its record lacks, until migration 0040 gives every super admin the whole list', async () => {
    const db = t.deps.database.db;
    const u = await createSignedInUser(t);
    await createAdminRepository(db).upsert({
      userId: u.userId,
      level: 'super',
      permissions: ADMIN_PERMISSIONS.super.filter((p) => p !== 'memberships:manage'),
      invitedBy: null,
    });
    const memberships = () =>
      t.request('/api/v1/admin/memberships', { headers: { Origin: ORIGIN, Cookie: u.cookie } });
    const refused = await memberships();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'forbidden',
      detail: 'Your admin account lacks the memberships:manage permission.',
    });

    const migration = readFileSync(
      new URL('../../db/migrations/0040_super_admins_hold_every_permission.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    const [row] = await db.select().from(admins).where(eq(admins.userId, u.userId));
    expect([...row!.permissions].sort()).toEqual([...ADMIN_PERMISSION_NAMES].sort());
    expect((await memberships()).status).toBe(200);
  });
});

describe('the admins list', () => {
  it('shows each admin with their level, permissions and who invited them', async () => {
    const res = await call('super', 'GET', '/api/v1/admin/admins');
    expect(res.status).toBe(200);
    const { admins } = (await res.json()) as {
      admins: {
        userId: string;
        email: string;
        level: string;
        permissions: string[];
        invitedByEmail: string | null;
      }[];
    };
    const row = (u: SignedInUser) => admins.find((a) => a.userId === u.userId);
    expect(row(who.admin)).toMatchObject({
      email: who.admin.email,
      level: 'standard',
      permissions: ADMIN_PERMISSIONS.standard,
      invitedByEmail: who.super.email,
    });
    expect(row(who.super)).toMatchObject({ level: 'super', invitedByEmail: null });
    expect(row(who.limited)).toMatchObject({ permissions: [] });
    expect(row(who.seeker)).toBeUndefined();
  });
});

describe('bad input is a clear 4xx', () => {
  it.each([
    ['GET', '/api/v1/admin/metrics?days=14', 400, undefined],
    ['GET', '/api/v1/admin/users?cursor=bm90LWEtY3Vyc29y', 400, undefined],
    ['GET', '/api/v1/admin/users?q=%00', 400, undefined],
    ['GET', '/api/v1/admin/users/no-such-user', 404, undefined],
    ['POST', '/api/v1/admin/users/no-such-user/suspend', 404, { reason: 'Spam' }],
    ['GET', '/api/v1/admin/audit-log?from=2026-13-45', 400, undefined],
    ['GET', '/api/v1/admin/audit-log?from=2026-02-01&to=2026-01-01', 400, undefined],
    ['GET', '/api/v1/admin/audit-log?limit=1000', 400, undefined],
  ] as const)('%s %s → %i', async (method, path, status, json) => {
    expect((await call('super', method, path, json)).status).toBe(status);
  });

  it('a suspension needs a reason, and never hits oneself or an admin; twice is a conflict', async () => {
    const u = await target();
    expect(
      (await call('super', 'POST', `/api/v1/admin/users/${u.userId}/suspend`, { reason: '' })).status,
    ).toBe(400);
    expect(
      (await call('super', 'POST', `/api/v1/admin/users/${who.super.userId}/suspend`, { reason: 'Self' }))
        .status,
    ).toBe(403);
    expect(
      (await call('super', 'POST', `/api/v1/admin/users/${who.admin.userId}/suspend`, { reason: 'Admin' }))
        .status,
    ).toBe(403);
    expect(
      (await call('super', 'POST', `/api/v1/admin/users/${u.userId}/suspend`, { reason: 'Once' })).status,
    ).toBe(200);
    const again = await call('super', 'POST', `/api/v1/admin/users/${u.userId}/suspend`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('conflict');
  });
});

describe('suspension', () => {
  it('ends every session at once, refuses sign-in with a clear message, and restore lets them back', async () => {
    const u = await target();
    const second = await signIn(t, u.email, u.password);
    for (const cookie of [u.cookie, second]) {
      const me = (await (await t.request('/api/v1/me', { headers: { Cookie: cookie } })).json()) as {
        user: unknown;
      };
      expect(me.user).not.toBeNull();
    }
    const res = await call('super', 'POST', `/api/v1/admin/users/${u.userId}/suspend`, {
      reason: 'Fraud report',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      suspended: true,
      suspendedReason: 'Fraud report',
      sessions: [],
    });
    expect(await t.deps.database.db.select().from(session).where(eq(session.userId, u.userId))).toEqual([]);
    for (const cookie of [u.cookie, second]) {
      const me = (await (await t.request('/api/v1/me', { headers: { Cookie: cookie } })).json()) as {
        user: unknown;
      };
      expect(me.user).toBeNull();
      const profile = await t.request('/api/v1/me/profile', { headers: { Cookie: cookie } });
      expect(profile.status).toBe(401);
    }
    const refused = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { email: u.email, password: u.password },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'banned_user', detail: SUSPENDED_ACCOUNT_MESSAGE });

    expect((await call('super', 'POST', `/api/v1/admin/users/${u.userId}/restore`, {})).status).toBe(200);
    const cookie = await signIn(t, u.email, u.password);
    const me = (await (await t.request('/api/v1/me', { headers: { Cookie: cookie } })).json()) as {
      user: { id: string };
    };
    expect(me.user.id).toBe(u.userId);
  });

  it('shows the account with its sessions and activity to users:read', async () => {
    const u = await target();
    await t.deps.database.db.insert(pageViews).values({
      path: '/franchises',
      visitorId: 'v-detail',
      device: 'desktop',
      userId: u.userId,
    });
    const res = await call('admin', 'GET', `/api/v1/admin/users/${u.userId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      email: string;
      role: string;
      sessions: { id: string }[];
      activity: { pageViews30Days: number; lastSeenAt: string | null };
    };
    expect(body).toMatchObject({ email: u.email, role: 'user', activity: { pageViews30Days: 1 } });
    expect(body.activity.lastSeenAt).not.toBeNull();
    expect(body.sessions).toHaveLength(1);
  });
});

describe('user search', () => {
  it('finds by part of the e-mail or the name, newest first, page by page', async () => {
    const tag = uniqueEmail('findme').split('@')[0]!;
    const made: SignedInUser[] = [];
    for (let i = 0; i < 3; i++) made.push(await createSignedInUser(t, { email: `${tag}-${i}@example.com` }));
    const res = await call('admin', 'GET', `/api/v1/admin/users?q=${encodeURIComponent(tag.toUpperCase())}`);
    const body = (await res.json()) as { users: { email: string }[]; nextCursor: string | null };
    expect(body.users.map((u) => u.email)).toEqual(made.map((u) => u.email).reverse());
    const byName = (await (await call('admin', 'GET', '/api/v1/admin/users?q=test%20seeker')).json()) as {
      users: { name: string }[];
    };
    expect(byName.users.length).toBeGreaterThan(0);
    expect(byName.users.every((u) => u.name === 'Test Seeker')).toBe(true);
    // Keyset: two pages of everyone never overlap.
    const first = (await (await call('admin', 'GET', '/api/v1/admin/users')).json()) as {
      users: { id: string }[];
      nextCursor: string | null;
    };
    if (first.nextCursor) {
      const next = (await (
        await call('admin', 'GET', `/api/v1/admin/users?cursor=${first.nextCursor}`)
      ).json()) as { users: { id: string }[] };
      expect(next.users.some((u) => first.users.some((f) => f.id === u.id))).toBe(false);
    }
  });
});

describe('the audit log records each admin action with before and after', () => {
  it('suspend, restore and change role, searchable by action, actor, record and date', async () => {
    const u = await target();
    await call('super', 'POST', `/api/v1/admin/users/${u.userId}/suspend`, { reason: 'Chargeback' });
    await call('super', 'POST', `/api/v1/admin/users/${u.userId}/restore`, { reason: 'Resolved' });
    await call('super', 'PUT', `/api/v1/admin/users/${u.userId}/role`, {
      role: 'franchisor',
      reason: 'Asked',
    });
    const res = await call('super', 'GET', `/api/v1/admin/audit-log?entityId=${u.userId}`);
    const { records } = (await res.json()) as {
      records: {
        action: string;
        actorEmail: string;
        before: unknown;
        after: unknown;
        reason: string;
        ip: string;
      }[];
    };
    expect(records.map((r) => r.action)).toEqual(['users.change_role', 'users.restore', 'users.suspend']);
    expect(records[2]).toMatchObject({
      actorEmail: who.super.email,
      before: { suspended: false },
      after: { suspended: true, sessionsEnded: 1 },
      reason: 'Chargeback',
      ip: 'local',
    });
    expect(records[1]).toMatchObject({ before: { suspended: true }, after: { suspended: false } });
    expect(records[0]).toMatchObject({ before: { role: 'user' }, after: { role: 'franchisor' } });

    const today = new Date().toISOString().slice(0, 10);
    const filtered = (await (
      await call(
        'super',
        'GET',
        `/api/v1/admin/audit-log?action=users.suspend&actor=${encodeURIComponent(who.super.email)}&text=${u.userId}&from=${today}&to=${today}`,
      )
    ).json()) as { records: unknown[] };
    expect(filtered.records).toHaveLength(1);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const none = (await (
      await call('super', 'GET', `/api/v1/admin/audit-log?entityId=${u.userId}&to=${yesterday}`)
    ).json()) as { records: unknown[] };
    expect(none.records).toEqual([]);
  });

  it('records no action when it is refused, only the refusal', async () => {
    const u = await target();
    await call('admin', 'POST', `/api/v1/admin/users/${u.userId}/suspend`, { reason: 'No right' });
    await call('super', 'PUT', `/api/v1/admin/users/${u.userId}/role`, { role: 'user' });
    expect(await t.deps.audit.search({ entityId: u.userId, limit: 10 })).toEqual([]);
    const refusals = await t.deps.audit.search({ action: 'access.refuse', text: u.userId, limit: 10 });
    expect(refusals.map((r) => [r.actorId, r.entityId])).toEqual([
      [who.admin.userId, `POST /api/v1/admin/users/${u.userId}/suspend`],
    ]);
  });

  it('pages by keyset without overlap', async () => {
    const entityId = `page-${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      await t.deps.audit.record(
        { id: who.super.userId, email: who.super.email },
        { action: 'test.page', entityType: 'test', entityId },
      );
    }
    const ids: number[] = [];
    let before: number | null = null;
    do {
      const q: string = `/api/v1/admin/audit-log?entityId=${entityId}&limit=2${before ? `&before=${before}` : ''}`;
      const page = (await (await call('super', 'GET', q)).json()) as {
        records: { id: number }[];
        nextCursor: number | null;
      };
      ids.push(...page.records.map((r) => r.id));
      before = page.nextCursor;
    } while (before);
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('exports CSV with escaping and a guard against spreadsheet formulas', async () => {
    const entityId = `csv-${Date.now()}`;
    await t.deps.audit.record(
      { id: who.super.userId, email: who.super.email, ip: '203.0.113.9' },
      {
        action: 'test.csv',
        entityType: 'test',
        entityId,
        before: { note: 'a "quoted", value' },
        reason: '=HYPERLINK("http://evil.example","click")',
      },
    );
    const res = await call('super', 'GET', `/api/v1/admin/audit-log/export?entityId=${entityId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_id,actor_email,action,entity_type,entity_id,before,after,reason,ip,request_id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,test.csv,test,${entityId},"{""note"":""a \\""quoted\\"", value""}",,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",203.0.113.9,`);
    expect(lines[2]).toBe('');
  });
});

describe('admin access is audited (issue 31.15)', () => {
  /** The records `actor` made since `afterId`, oldest first. */
  const recordsBy = async (actor: SignedInUser, afterId: number) =>
    (await t.deps.audit.search({ actorId: actor.userId, limit: 50 })).filter((r) => r.id > afterId).reverse();
  const lastId = async () => (await t.deps.audit.search({ limit: 1 }))[0]?.id ?? 0;

  it('classifies every admin GET of the OpenAPI document as a personal-data read or not', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const reads = Object.entries(doc.paths)
      .filter(([path, ops]) => path.startsWith('/api/v1/admin/') && 'get' in ops)
      .map(([path]) => path.replace(/\{(\w+)\}/g, ':$1'));
    expect(reads.sort()).toEqual(Object.keys(ADMIN_READS).sort());
  });

  it('records each read of personal data with who, what and from where, and the export with its filters', async () => {
    const since = await lastId();
    const subject = await target();
    const reads = [
      `/api/v1/admin/users/${subject.userId}`,
      `/api/v1/admin/users?q=${encodeURIComponent(subject.email)}`,
      '/api/v1/admin/rewards',
      '/api/v1/admin/kredit/applications',
      `/api/v1/admin/audit-log/export?entityId=${subject.userId}`,
      // Counts show no person: not recorded.
      '/api/v1/admin/stats',
    ];
    for (const path of reads) expect((await call('super', 'GET', path)).status, path).toBe(200);
    const records = await recordsBy(who.super, since);
    expect(records.map((r) => [r.action, r.entityType, r.entityId])).toEqual([
      ['users.read', 'request', `GET /api/v1/admin/users/${subject.userId}`],
      ['users.list', 'request', `GET ${reads[1]}`],
      ['rewards.list', 'request', 'GET /api/v1/admin/rewards'],
      ['kredit.list', 'request', 'GET /api/v1/admin/kredit/applications'],
      ['audit.export', 'request', `GET /api/v1/admin/audit-log/export?entityId=${subject.userId}`],
    ]);
    expect(records[0]).toMatchObject({ actorEmail: who.super.email, ip: 'local' });
    expect(records[0]!.requestId).toMatch(/\S/);
    // A record's own history stays its changes; a text search for its id finds who read it.
    expect(await t.deps.audit.search({ entityId: subject.userId, limit: 10 })).toEqual([]);
    const about = await t.deps.audit.search({ text: subject.userId, actorId: who.super.userId, limit: 10 });
    expect(about.map((r) => r.action).sort()).toEqual(['audit.export', 'users.read']);
  });

  it('records a signed-in caller refused by the admin area, whatever the route; a visitor is a plain 401', async () => {
    const since = await lastId();
    const subject = await target();
    expect((await call('seeker', 'GET', `/api/v1/admin/users/${subject.userId}`)).status).toBe(403);
    expect((await call('limited', 'GET', '/api/v1/admin/kredit/applications')).status).toBe(403);
    expect(
      (
        await call('franchisor', 'POST', '/api/v1/admin/auth', {
          action: 'generateToken',
          email: subject.email,
        })
      ).status,
    ).toBe(403);
    expect((await call('visitor', 'GET', `/api/v1/admin/users/${subject.userId}`)).status).toBe(401);

    const refused = (await t.deps.audit.search({ action: 'access.refuse', limit: 50 }))
      .filter((r) => r.id > since)
      .reverse();
    expect(refused.map((r) => [r.actorId, r.entityType, r.entityId])).toEqual([
      [who.seeker.userId, 'request', `GET /api/v1/admin/users/${subject.userId}`],
      [who.limited.userId, 'request', 'GET /api/v1/admin/kredit/applications'],
      [who.franchisor.userId, 'request', 'POST /api/v1/admin/auth'],
    ]);
    expect(refused[0]).toMatchObject({ actorEmail: who.seeker.email, reason: 'Admins only.', ip: 'local' });
    expect(refused[1]!.after).toEqual({ route: '/api/v1/admin/kredit/applications' });
  });

  it("records an admin opening a company's verification document, not its owner", async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    await register(t, owner, 'GB');
    const doc = (await (
      await uploadDocument(t, owner, { bytes: PDF_BYTES, name: 'c.pdf', type: 'application/pdf' })
    ).json()) as { id: string };
    const since = await lastId();
    expect((await call('super', 'GET', `/api/v1/company-documents/${doc.id}`)).status).toBe(200);
    const own = await t.request(`/api/v1/company-documents/${doc.id}`, { headers: { Cookie: owner.cookie } });
    expect(own.status).toBe(200);
    const records = (await t.deps.audit.search({ text: doc.id, limit: 10 })).filter((r) => r.id > since);
    expect(records.map((r) => [r.actorId, r.action, r.entityId])).toEqual([
      [who.super.userId, 'franchisor.document_read', `GET /api/v1/company-documents/${doc.id}`],
    ]);
  });
});

describe('metrics', () => {
  it('count sign-ups by role, page views and top pages per UTC day over the period', async () => {
    const path = `/metrics-test-${Date.now()}`;
    await t.deps.database.db
      .insert(pageViews)
      .values(
        Array.from({ length: 3 }, (_, i) => ({ path, visitorId: `mv-${i}`, device: 'mobile' as const })),
      );
    const res = await call('admin', 'GET', '/api/v1/admin/metrics?days=30');
    expect(res.status).toBe(200);
    const m = (await res.json()) as {
      days: number;
      series: { day: string; seekers: number; franchisors: number; pageViews: number }[];
      totals: { signUps: number; pageViews: number };
      topPages: { path: string; views: number }[];
    };
    expect(m.days).toBe(30);
    expect(m.series).toHaveLength(30);
    const today = m.series.at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.franchisors).toBeGreaterThanOrEqual(1);
    expect(today.seekers).toBeGreaterThanOrEqual(4);
    expect(today.pageViews).toBeGreaterThanOrEqual(3);
    expect(m.totals.signUps).toBe(m.series.reduce((a, s) => a + s.seekers + s.franchisors, 0));
    expect(m.topPages).toContainEqual({ path, views: 3 });
  });

  it('count an administrator neither as a seeker nor as a sign-up (issue 37.9)', async () => {
    const counts = async () => {
      const stats = (await (await call('super', 'GET', '/api/v1/admin/stats')).json()) as {
        profiles: { seekers: number };
      };
      const metrics = (await (
        await call('super', 'GET', '/api/v1/admin/metrics?days=7')
      ).json()) as AdminMetricsT;
      return { seekers: stats.profiles.seekers, signedUpToday: metrics.series.at(-1)!.seekers };
    };
    const before = await counts();
    await createSignedInUser(t);
    const staff = await createSignedInUser(t);
    await createAdminService(t.deps).makeSuper(staff.userId);
    expect(await counts()).toEqual({
      seekers: before.seekers + 1,
      signedUpToday: before.signedUpToday + 1,
    });
  });

  it('show the Kredit funnel of the period: stages reached, drafts, time to decision and overdue now', async () => {
    const db = t.deps.database.db;
    const hour = 3_600_000;
    const now = Date.now();
    const base = {
      userId: who.seeker.userId,
      currency: 'USD',
      limitMinor: 1_000_000,
      usdPerUnit: 1,
      rateDate: '2026-01-01',
    };
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hour);
    const [, approved, declined, waiting, old] = await db
      .insert(kreditApplications)
      .values([
        { ...base, status: 'draft' },
        { ...base, status: 'disbursed', submittedAt: at(30), decidedAt: at(24) },
        { ...base, status: 'rejected', submittedAt: at(20), decidedAt: at(10) },
        { ...base, status: 'submitted', submittedAt: at(27), decisionDueAt: at(3) },
        // Started before the period: outside the funnel.
        {
          ...base,
          status: 'approved',
          submittedAt: at(24 * 40),
          decidedAt: at(24 * 40),
          createdAt: at(24 * 40),
        },
      ])
      .returning();
    const actor = { actorId: who.super.userId, actorEmail: who.super.email, actorRole: 'reviewer' as const };
    const steps = (id: string, statuses: string[]) =>
      statuses.map((status) => ({ ...actor, applicationId: id, status: status as 'submitted' }));
    await db
      .insert(kreditEvents)
      .values([
        ...steps(approved!.id, [
          'submitted',
          'under_review',
          'more_info_requested',
          'under_review',
          'approved',
          'disbursed',
        ]),
        ...steps(declined!.id, ['submitted', 'under_review', 'rejected']),
        ...steps(waiting!.id, ['submitted']),
        ...steps(old!.id, ['submitted', 'under_review', 'approved']),
      ]);

    const m = (await (await call('admin', 'GET', '/api/v1/admin/metrics?days=7')).json()) as AdminMetricsT;
    expect(Object.fromEntries(m.kreditFunnel.stages.map((s) => [s.stage, s.count]))).toEqual({
      started: 4,
      submitted: 3,
      under_review: 2,
      more_info_requested: 1,
      approved: 1,
      rejected: 1,
      disbursed: 1,
    });
    expect(m.kreditFunnel).toMatchObject({
      draftsNow: 1,
      decided: 2,
      medianHoursToDecision: 8,
      overdueNow: 1,
    });
  });
});
