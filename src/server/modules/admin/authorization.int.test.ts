import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  ORIGIN,
  type SignedInUser,
  signIn,
  uniqueEmail,
} from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { adminInvites } from '../../db/schema/accounts.ts';
import { session } from '../../db/schema/auth.ts';
import { rateLimits } from '../../db/schema/system.ts';
import { createAdminService } from './service.ts';

let t: TestApp;
let seeker: SignedInUser;
let franchisor: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
let superAdmin: SignedInUser;

type Actor = 'visitor' | 'seeker' | 'franchisor' | 'admin' | 'super';
const cookieOf = (a: Actor): Record<string, string> =>
  a === 'visitor' ? {} : { Cookie: { seeker, franchisor, admin, super: superAdmin }[a].cookie };

const call = (a: Actor, method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: { Origin: ORIGIN, ...cookieOf(a) }, json });
const adminAuth = (a: Actor, json: unknown) => call(a, 'POST', '/api/v1/admin/auth', json);

beforeAll(async () => {
  t = await createTestApp();
  seeker = await createSignedInUser(t, { location: 'IN' });
  franchisor = await createSignedInUser(t, { role: 'franchisor' });
  other = await createSignedInUser(t);
  superAdmin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(superAdmin.userId);
  // A standard admin, made through the real invitation flow.
  admin = await createSignedInUser(t);
  const invite = await adminAuth('super', { action: 'generateToken', email: admin.email });
  const token = new URL(((await invite.json()) as { inviteUrl: string }).inviteUrl).searchParams.get('token');
  const res = await t.request('/api/v1/admin/auth', {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: admin.cookie },
    json: { action: 'acceptInvite', token },
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

describe('authorization matrix over the account and admin endpoints', () => {
  const actors: Actor[] = ['visitor', 'seeker', 'franchisor', 'admin', 'super'];

  it.each(actors)('GET /api/v1/me as %s shows only who that is', async (a) => {
    const body = (await (await call(a, 'GET', '/api/v1/me')).json()) as {
      user: Record<string, unknown> | null;
    };
    if (a === 'visitor') expect(body.user).toBeNull();
    else {
      const who = { seeker, franchisor, admin, super: superAdmin }[a];
      expect(body.user).toMatchObject({
        id: who.userId,
        email: who.email,
        role: a === 'franchisor' ? 'franchisor' : 'user',
        isAdmin: a === 'admin' || a === 'super',
        adminLevel: a === 'admin' ? 'standard' : a === 'super' ? 'super' : null,
      });
    }
  });

  it.each(actors)('GET and PATCH /api/v1/me/profile as %s touch only the own profile', async (a) => {
    const get = await call(a, 'GET', '/api/v1/me/profile');
    const patch = await call(a, 'PATCH', '/api/v1/me/profile', { preferredLocations: `set by ${a}` });
    if (a === 'visitor') {
      for (const res of [get, patch]) {
        expect(res.status).toBe(401);
        expect(((await res.json()) as { detail: string }).detail).toBe('No user authenticated');
      }
      return;
    }
    const who = { seeker, franchisor, admin, super: superAdmin }[a];
    expect(get.status).toBe(200);
    expect(((await get.json()) as { userId: string }).userId).toBe(who.userId);
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as { userId: string; preferredLocations: string }).preferredLocations).toBe(
      `set by ${a}`,
    );
    // Another user's record is untouched.
    const theirs = (await (
      await t.request('/api/v1/me/profile', { headers: { Cookie: other.cookie } })
    ).json()) as { preferredLocations: string | null };
    expect(theirs.preferredLocations).toBeNull();
  });

  it('a profile cannot change its role, user type or owner', async () => {
    for (const field of [{ role: 'franchisor' }, { userType: 'franchisor' }, { userId: other.userId }]) {
      const res = await call('seeker', 'PATCH', '/api/v1/me/profile', field);
      expect(res.status).toBe(400);
    }
    const me = (await (await call('seeker', 'GET', '/api/v1/me')).json()) as { user: { role: string } };
    expect(me.user.role).toBe('user');
  });

  it.each(actors)('admin verify as %s', async (a) => {
    const res = await adminAuth(a, { action: 'verify' });
    const body = (await res.json()) as Record<string, unknown>;
    if (a === 'visitor') {
      expect(res.status).toBe(401);
      expect(body).toMatchObject({ code: 'unauthenticated', success: false, message: 'Not authenticated' });
      return;
    }
    expect(res.status).toBe(200);
    const isAdmin = a === 'admin' || a === 'super';
    expect(body).toMatchObject({
      success: true,
      isAdmin,
      adminLevel: isAdmin ? (a === 'super' ? 'super' : 'standard') : null,
    });
    const profile = body.profile as { admin: { id: string } | null };
    if (isAdmin) {
      expect(profile.admin?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((body.permissions as string[]).length).toBeGreaterThan(0);
    } else {
      expect(profile.admin).toBeNull();
      expect(body.permissions).toEqual([]);
    }
  });

  it.each(actors)('generateToken and revokeAccess as %s: super admins only', async (a) => {
    const invite = await adminAuth(a, { action: 'generateToken', email: uniqueEmail('invitee') });
    const revoke = await adminAuth(a, { action: 'revokeAccess', email: other.email });
    const expected = a === 'visitor' ? 401 : a === 'super' ? null : 403;
    if (expected) {
      for (const res of [invite, revoke]) {
        expect(res.status).toBe(expected);
        const body = (await res.json()) as { success: boolean; message: string };
        expect(body.success).toBe(false);
        expect(body.message).toBe(
          a === 'visitor' ? 'Not authenticated' : 'Only super admins can manage admin access.',
        );
      }
    } else {
      expect(invite.status).toBe(200);
      const body = (await invite.json()) as { inviteUrl: string; expiresAt: string };
      expect(body.inviteUrl).toMatch(/^http:\/\/localhost:3000\/admin\/accept-invite\?token=[\w-]{40,}$/);
      const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72);
      // `other` is not an admin: failure with a message.
      expect(revoke.status).toBe(404);
      expect(((await revoke.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it.each(actors)("Better Auth's admin and session-listing endpoints as %s: not reachable", async (a) => {
    for (const path of [
      '/api/auth/admin/list-users',
      '/api/auth/admin/impersonate-user',
      '/api/auth/list-sessions',
    ]) {
      const res = await call(
        a,
        path.includes('impersonate') ? 'POST' : 'GET',
        path,
        path.includes('impersonate') ? { userId: seeker.userId } : undefined,
      );
      expect(res.status).toBe(404);
    }
  });
});

describe('authorization matrix over the settings and admin stats endpoints', () => {
  const actors: Actor[] = ['visitor', 'seeker', 'franchisor', 'admin', 'super'];
  const who = (a: Exclude<Actor, 'visitor'>) => ({ seeker, franchisor, admin, super: superAdmin })[a];

  it.each(actors)('GET /api/v1/admin/stats as %s: admins of either level only', async (a) => {
    const res = await call(a, 'GET', '/api/v1/admin/stats');
    expect(res.status).toBe(a === 'visitor' ? 401 : a === 'admin' || a === 'super' ? 200 : 403);
    if (res.status === 200) {
      const body = (await res.json()) as { users: { total: number }; admins: number };
      expect(body.users.total).toBeGreaterThanOrEqual(5);
      expect(body.admins).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(actors)(
    'sessions, avatar, e-mail change and deletion as %s touch only the own account',
    async (a) => {
      const list = await call(a, 'GET', '/api/v1/me/sessions');
      const revokeOthers = await call(a, 'POST', '/api/v1/me/sessions/revoke-others');
      const removeAvatar = await call(a, 'DELETE', '/api/v1/me/avatar');
      const form = new FormData();
      form.append('file', new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }));
      const uploadAvatar = await t.request('/api/v1/me/avatar', {
        method: 'POST',
        headers: { Origin: ORIGIN, ...cookieOf(a) },
        body: form,
      });
      // Another user's session, by id: never theirs to end.
      const [theirs] = await t.deps.database.db
        .select()
        .from(session)
        .where(eq(session.userId, other.userId));
      const revokeTheirs = await call(a, 'DELETE', `/api/v1/me/sessions/${theirs!.id}`);
      // Deleting with another user's e-mail and password never deletes that user.
      const deleteTheirs = await call(a, 'POST', '/api/v1/me/delete', {
        password: other.password,
        confirmEmail: other.email,
      });
      const changeEmail = await call(a, 'POST', '/api/v1/me/email-change', {
        newEmail: uniqueEmail('matrix'),
        password: other.password,
      });
      if (a === 'visitor') {
        for (const res of [
          list,
          revokeOthers,
          removeAvatar,
          uploadAvatar,
          revokeTheirs,
          deleteTheirs,
          changeEmail,
        ]) {
          expect(res.status).toBe(401);
        }
      } else {
        expect(list.status).toBe(200);
        const sessions = ((await list.json()) as { sessions: { id: string }[] }).sessions;
        const own = await t.deps.database.db
          .select()
          .from(session)
          .where(eq(session.userId, who(a).userId));
        expect(sessions.map((s) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
        expect(revokeOthers.status).toBe(200);
        expect(removeAvatar.status).toBe(200);
        expect(uploadAvatar.status).toBe(415);
        expect(revokeTheirs.status).toBe(404);
        expect(deleteTheirs.status).toBe(400);
        expect(changeEmail.status).toBe(400);
      }
      // `other` is still there and still signed in.
      const me = (await (await t.request('/api/v1/me', { headers: { Cookie: other.cookie } })).json()) as {
        user: { id: string } | null;
      };
      expect(me.user?.id).toBe(other.userId);
    },
  );
});

describe('admin invitations', () => {
  async function invite(email: string) {
    const res = await adminAuth('super', { action: 'generateToken', email, adminLevel: 'standard' });
    return new URL(((await res.json()) as { inviteUrl: string }).inviteUrl).searchParams.get('token')!;
  }
  const accept = (cookie: string, token: string) =>
    t.request('/api/v1/admin/auth', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie },
      json: { action: 'acceptInvite', token },
    });

  it('work once, only for the invited e-mail, only while fresh; only the hash is stored', async () => {
    const invitee = await createSignedInUser(t);
    const token = await invite(invitee.email);
    const [row] = await t.deps.database.db
      .select()
      .from(adminInvites)
      .where(eq(adminInvites.email, invitee.email));
    expect(row!.tokenHash).not.toContain(token);
    expect((await accept(other.cookie, token)).status).toBe(400);
    const ok = await accept(invitee.cookie, token);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { isAdmin: boolean; adminLevel: string }).adminLevel).toBe('standard');
    expect((await accept(invitee.cookie, token)).status).toBe(400);

    const late = await createSignedInUser(t);
    const lateToken = await invite(late.email);
    await t.deps.database.db
      .update(adminInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvites.email, late.email));
    const res = await accept(late.cookie, lateToken);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it('revokeAccess removes an admin; a super admin cannot revoke themself', async () => {
    const target = await createSignedInUser(t);
    await accept(target.cookie, await invite(target.email));
    const res = await adminAuth('super', { action: 'revokeAccess', email: target.email });
    expect(res.status).toBe(200);
    const verify = await t.request('/api/v1/admin/auth', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: target.cookie },
      json: { action: 'verify' },
    });
    expect(((await verify.json()) as { isAdmin: boolean }).isAdmin).toBe(false);
    const self = await adminAuth('super', { action: 'revokeAccess', email: superAdmin.email });
    expect(self.status).toBe(400);
  });
});

describe('profiles', () => {
  it("answers 'No profile found' for an account without one", async () => {
    const ctx = await t.deps.auth.$context;
    const email = uniqueEmail('bare');
    const password = 'Bare-acc0unt-pass';
    const created = await ctx.internalAdapter.createUser(
      { email, name: 'Bare', emailVerified: true },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(password),
    });
    const cookie = await signIn(t, email, password);
    for (const method of ['GET', 'PATCH']) {
      const res = await t.request('/api/v1/me/profile', {
        method,
        headers: { Origin: ORIGIN, Cookie: cookie },
        json: method === 'PATCH' ? { firstName: 'X' } : undefined,
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { detail: string }).detail).toBe('No profile found');
    }
  });

  it('the display name follows first and last name, else whichever exists, else User', async () => {
    const u = await createSignedInUser(t);
    const patch = (json: unknown) =>
      t.request('/api/v1/me/profile', {
        method: 'PATCH',
        headers: { Origin: ORIGIN, Cookie: u.cookie },
        json,
      });
    expect(
      ((await (await patch({ firstName: 'Asha', lastName: 'Rao' })).json()) as { displayName: string })
        .displayName,
    ).toBe('Asha Rao');
    expect(((await (await patch({ lastName: null })).json()) as { displayName: string }).displayName).toBe(
      'Asha',
    );
    expect(((await (await patch({ firstName: '' })).json()) as { displayName: string }).displayName).toBe(
      'User',
    );
    const me = (await (await t.request('/api/v1/me', { headers: { Cookie: u.cookie } })).json()) as {
      user: { displayName: string };
    };
    expect(me.user.displayName).toBe('User');
  });

  // The country and phone rules are the sign-up's: one rule, one code (validation_failed).
  it('refuses an unknown country, and a phone the stored country does not know, naming the field', async () => {
    const country = await call('seeker', 'PATCH', '/api/v1/me/profile', { location: 'XX' });
    expect(country.status).toBe(400);
    expect(await country.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'location', message: 'Choose a country.' }],
    });
    const phone = await call('seeker', 'PATCH', '/api/v1/me/profile', { phone: '12345' });
    expect(phone.status).toBe(400);
    expect(await phone.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'phone', message: 'Enter a valid phone number for the chosen country.' }],
    });
  });
});
