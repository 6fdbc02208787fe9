import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { AdminInviteListT } from '../../../shared/schemas/admin.ts';
import { rateLimits } from '../../db/schema/system.ts';
import { createAdminRepository } from './repository.ts';
import { createAdminService, INVITE_MAKER_LOST_ACCESS_MESSAGE, INVITE_REVOKED_MESSAGE } from './service.ts';

// Each test makes its own accounts (a password hash each): slow on a busy shared machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

const request = (cookie: string, method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: { Origin: ORIGIN, Cookie: cookie }, json });
const adminAuth = (cookie: string, json: unknown) => request(cookie, 'POST', '/api/v1/admin/auth', json);

async function superAdmin(): Promise<SignedInUser> {
  const u = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(u.userId);
  return u;
}

/** `maker` invites `email`; the invitation's id (from the pending list) and token. */
async function invite(maker: SignedInUser, email: string, adminLevel: 'standard' | 'super' = 'standard') {
  const res = await adminAuth(maker.cookie, { action: 'generateToken', email, adminLevel });
  expect(res.status).toBe(200);
  const { inviteUrl } = (await res.json()) as { inviteUrl: string };
  const token = new URL(inviteUrl).searchParams.get('token')!;
  const row = (await pendingInvites(maker)).find((i) => i.email === email);
  expect(row).toBeDefined();
  return { id: row!.id, token };
}

async function pendingInvites(viewer: SignedInUser) {
  const res = await request(viewer.cookie, 'GET', '/api/v1/admin/invites');
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminInviteListT).invites;
}

async function accept(invitee: SignedInUser, token: string) {
  const res = await adminAuth(invitee.cookie, { action: 'acceptInvite', token });
  return {
    status: res.status,
    body: (await res.json()) as { code?: string; message?: string; isAdmin?: boolean },
  };
}

const isAdmin = async (u: SignedInUser) =>
  !!(await createAdminRepository(t.deps.database.db).findByUser(u.userId));

describe('an admin invitation dies with its maker’s access (31.5)', () => {
  it('revoking the maker revokes their pending invitations, and accepting one is refused with why', async () => {
    const maker = await superAdmin();
    const other = await superAdmin();
    const invitee = await createSignedInUser(t);
    const { id, token } = await invite(maker, invitee.email, 'super');

    const revoked = await adminAuth(other.cookie, { action: 'revokeAccess', email: maker.email });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { message: string }).message).toMatch(/1 invitation they sent/);
    expect((await pendingInvites(other)).map((i) => i.id)).not.toContain(id);

    expect(await accept(invitee, token)).toMatchObject({
      status: 400,
      body: { code: 'invite_maker_lost_access', message: INVITE_MAKER_LOST_ACCESS_MESSAGE },
    });
    expect(await isAdmin(invitee)).toBe(false);

    const trail = await t.deps.audit.search({ limit: 10, text: invitee.email });
    expect(trail.map((r) => [r.action, r.actorId])).toEqual([
      ['admins.invite_revoke', other.userId],
      ['admins.invite', maker.userId],
    ]);
    expect(trail[0]).toMatchObject({ entityType: 'admin_invite', before: { id, createdBy: maker.userId } });
    expect(trail[0]!.reason).toContain(maker.email);
  });

  it('refuses an invitation whose maker lost access another way (before revocation revoked invitations)', async () => {
    const maker = await superAdmin();
    const invitee = await createSignedInUser(t);
    const { token } = await invite(maker, invitee.email, 'super');
    // As a revocation made before invitations died with it left things: access gone, invite pending.
    await createAdminRepository(t.deps.database.db).remove(maker.userId);

    expect(await accept(invitee, token)).toMatchObject({
      status: 400,
      body: { code: 'invite_maker_lost_access' },
    });
    expect(await isAdmin(invitee)).toBe(false);
  });

  it('refuses an invitation whose maker is now a standard admin', async () => {
    const maker = await superAdmin();
    const invitee = await createSignedInUser(t);
    const { token } = await invite(maker, invitee.email);
    await createAdminRepository(t.deps.database.db).upsert({
      userId: maker.userId,
      level: 'standard',
      permissions: [],
      invitedBy: null,
    });

    expect((await accept(invitee, token)).body.code).toBe('invite_maker_lost_access');
    expect(await isAdmin(invitee)).toBe(false);
  });

  it('still honours an invitation whose maker keeps their access', async () => {
    const maker = await superAdmin();
    const invitee = await createSignedInUser(t);
    const { token } = await invite(maker, invitee.email);
    expect(await accept(invitee, token)).toMatchObject({ status: 200, body: { isAdmin: true } });
  });
});

describe('pending invitations can be listed, revoked and the revocation undone', () => {
  it('lists a pending invitation with its maker, revokes it (audited), and restores it', async () => {
    const maker = await superAdmin();
    const invitee = await createSignedInUser(t);
    const { id, token } = await invite(maker, invitee.email, 'super');
    expect((await pendingInvites(maker)).find((i) => i.id === id)).toMatchObject({
      email: invitee.email,
      level: 'super',
      createdByEmail: maker.email,
    });

    const revoke = await request(maker.cookie, 'POST', `/api/v1/admin/invites/${id}/revoke`);
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toMatchObject({ id, email: invitee.email, revoked: true });
    expect((await pendingInvites(maker)).map((i) => i.id)).not.toContain(id);
    expect(await accept(invitee, token)).toMatchObject({
      status: 400,
      body: { code: 'invite_revoked', message: INVITE_REVOKED_MESSAGE },
    });
    // A second revocation finds nothing pending.
    expect((await request(maker.cookie, 'POST', `/api/v1/admin/invites/${id}/revoke`)).status).toBe(404);

    const restore = await request(maker.cookie, 'POST', `/api/v1/admin/invites/${id}/restore`);
    expect(restore.status).toBe(200);
    expect(await restore.json()).toMatchObject({ id, revoked: false });
    expect((await pendingInvites(maker)).map((i) => i.id)).toContain(id);

    const trail = await t.deps.audit.search({ limit: 10, text: invitee.email });
    expect(trail.map((r) => [r.action, r.actorId])).toEqual([
      ['admins.invite_restore', maker.userId],
      ['admins.invite_revoke', maker.userId],
      ['admins.invite', maker.userId],
    ]);

    expect(await accept(invitee, token)).toMatchObject({ status: 200, body: { isAdmin: true } });
    // Accepted: nothing left to restore or revoke.
    expect((await request(maker.cookie, 'POST', `/api/v1/admin/invites/${id}/restore`)).status).toBe(404);
  });

  it('does not restore an invitation whose maker has since lost access', async () => {
    const maker = await superAdmin();
    const other = await superAdmin();
    const invitee = await createSignedInUser(t);
    const { id, token } = await invite(maker, invitee.email);
    expect((await adminAuth(other.cookie, { action: 'revokeAccess', email: maker.email })).status).toBe(200);

    expect((await request(other.cookie, 'POST', `/api/v1/admin/invites/${id}/restore`)).status).toBe(404);
    expect((await accept(invitee, token)).status).toBe(400);
  });

  it('answers a malformed id with 400', async () => {
    const admin = await superAdmin();
    expect((await request(admin.cookie, 'POST', '/api/v1/admin/invites/not-an-id/revoke')).status).toBe(400);
  });
});
