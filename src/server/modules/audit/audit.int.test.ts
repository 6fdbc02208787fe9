import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, uniqueEmail } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createAdminService } from '../admin/service.ts';

let t: TestApp;
let superCookie: string;
let superId: string;

beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(superAdmin.userId);
  superCookie = superAdmin.cookie;
  superId = superAdmin.userId;
});
afterAll(async () => {
  await t.close();
});

const adminAuth = (cookie: string, json: unknown) =>
  t.request('/api/v1/admin/auth', { method: 'POST', headers: { Origin: ORIGIN, Cookie: cookie }, json });

describe('the admin audit log', () => {
  it('records an invitation, its acceptance and a revocation with who, what and from where', async () => {
    const invitee = await createSignedInUser(t);
    const invite = await adminAuth(superCookie, { action: 'generateToken', email: invitee.email });
    expect(invite.status).toBe(200);
    const token = new URL(((await invite.json()) as { inviteUrl: string }).inviteUrl).searchParams.get(
      'token',
    );
    expect((await adminAuth(invitee.cookie, { action: 'acceptInvite', token })).status).toBe(200);
    expect((await adminAuth(superCookie, { action: 'revokeAccess', email: invitee.email })).status).toBe(200);

    // The text search matches the record's entity id and its actor's e-mail.
    const rows = await t.deps.audit.search({ limit: 10, text: invitee.email });
    expect(rows.map((r) => r.action)).toEqual(['admins.accept_invite', 'admins.invite']);
    const byEntity = await t.deps.audit.search({ limit: 10, entityId: invitee.userId });
    expect(byEntity.map((r) => [r.action, r.actorId])).toEqual([
      ['admins.revoke', superId],
      ['admins.accept_invite', invitee.userId],
    ]);
    expect(byEntity[0]).toMatchObject({
      entityType: 'admin',
      before: { email: invitee.email, level: 'standard' },
      ip: 'local',
    });
    expect(byEntity[0]!.requestId).toMatch(/\S/);
  });

  it('records nothing for a refused action', async () => {
    const seeker = await createSignedInUser(t);
    const email = uniqueEmail('nobody');
    expect((await adminAuth(seeker.cookie, { action: 'generateToken', email })).status).toBe(403);
    expect(await t.deps.audit.search({ limit: 10, text: email })).toEqual([]);
  });

  it('is append-only: the database refuses to update, delete or truncate a record', async () => {
    const row = await t.deps.audit.record(
      { id: superId, email: 'super@example.com' },
      { action: 'test.append_only', entityType: 'test', entityId: 'x' },
    );
    const db = t.deps.database.db;
    await expect(
      db.execute(sql`update admin_audit_log set action = 'forged' where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit_log where id = ${row.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    const [kept] = await t.deps.audit.search({ limit: 1, entityId: 'x', action: 'test.append_only' });
    expect(kept?.id).toBe(row.id);
  });
});
