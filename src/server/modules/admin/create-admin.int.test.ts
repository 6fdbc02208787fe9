import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  ORIGIN,
  signIn,
  strongPassword,
  uniqueEmail,
} from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { admins, profiles } from '../../db/schema/accounts.ts';
import { CreateAdminError, createAdmin, splitName } from './create-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('npm run admin:create', () => {
  it('creates a verified super admin with the name given, says so, and audits it', async () => {
    const email = uniqueEmail('boss');
    const password = strongPassword();
    const lines = await createAdmin(t.deps, { email, name: '  Asha   Rao Patel ', password });
    expect(lines).toEqual([
      `Created the account ${email} (e-mail verified; sign in with the password given).`,
      'Name: Asha Rao Patel.',
      expect.stringMatching(new RegExp(`^${email} is now a super admin with: .*audit:read`)),
    ]);
    const cookie = await signIn(t, email, password);
    const me = (await (await t.request('/api/v1/me', { headers: { Cookie: cookie } })).json()) as {
      user: { displayName: string; adminLevel: string };
    };
    expect(me.user).toMatchObject({ displayName: 'Asha Rao Patel', adminLevel: 'super' });
    const verify = await t.request('/api/v1/admin/auth', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie },
      json: { action: 'verify' },
    });
    expect(((await verify.json()) as { profile: { displayName: string } }).profile.displayName).toBe(
      'Asha Rao Patel',
    );
    const audits = await t.deps.audit.search({ action: 'admins.create', limit: 10 });
    expect(audits.find((a) => (a.after as { email: string }).email === email)).toMatchObject({
      actorEmail: 'npm run admin:create',
      after: { email, level: 'super' },
    });
  });

  it('refuses a weak password with the shared rule’s feedback, and creates nothing', async () => {
    const email = uniqueEmail('weak');
    await expect(createAdmin(t.deps, { email, name: 'Weak Pass', password: 'password1' })).rejects.toThrow(
      /^Password refused: This password is too easy to guess\./,
    );
    await expect(createAdmin(t.deps, { email, name: 'Weak Pass', password: 'short' })).rejects.toThrow(
      'Password refused: Password must be at least 8 characters.',
    );
    const found = await t.deps.database.db.select().from(profiles).where(eq(profiles.firstName, 'Weak'));
    expect(found).toEqual([]);
  });

  it('promotes an existing account, renaming it when --name is given; a new account needs a name', async () => {
    const u = await createSignedInUser(t);
    const lines = await createAdmin(t.deps, { email: u.email.toUpperCase(), name: 'Meera Iyer' });
    expect(lines[0]).toBe('Name: Meera Iyer.');
    const [row] = await t.deps.database.db.select().from(admins).where(eq(admins.userId, u.userId));
    expect(row?.level).toBe('super');
    expect((await createAdmin(t.deps, { email: u.email }))[0]).toMatch(/was already a super admin/);
    await expect(
      createAdmin(t.deps, { email: uniqueEmail('noname'), password: strongPassword() }),
    ).rejects.toBeInstanceOf(CreateAdminError);
    await expect(createAdmin(t.deps, { email: uniqueEmail('nopw'), name: 'No Pw' })).rejects.toThrow(
      /pass --password/,
    );
    expect(() => splitName('bad\u0000name')).toThrow(CreateAdminError);
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: null });
  });
});
