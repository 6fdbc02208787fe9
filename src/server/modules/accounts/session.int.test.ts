import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, signIn } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('session resolution', () => {
  it('a visitor is nobody', async () => {
    const res = await t.request('/api/v1/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });

  it('a seeker signed in through the real flow is c.var.user with role user', async () => {
    const u = await createSignedInUser(t, { location: 'IN' });
    const res = await t.request('/api/v1/me', { headers: { Cookie: u.cookie } });
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({
      id: u.userId,
      email: u.email,
      role: 'user',
      emailVerified: true,
      displayName: 'Test Seeker',
      location: 'IN',
      isAdmin: false,
    });
  });

  it('a franchisor gets role franchisor and owns a franchisor company', async () => {
    const u = await createSignedInUser(t, { role: 'franchisor' });
    const res = await t.request('/api/v1/me', { headers: { Cookie: u.cookie } });
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe('franchisor');
    const rows = await t.deps.database.db.query.franchisors.findMany({
      where: (f, { eq }) => eq(f.ownerUserId, u.userId),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Test Franchise Co');
  });

  it('sign-in with the password gives a working session; sign-out ends it', async () => {
    const u = await createSignedInUser(t);
    const cookie = await signIn(t, u.email, u.password);
    const me = await t.request('/api/v1/me', { headers: { Cookie: cookie } });
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(u.userId);
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN },
      json: {},
    });
    expect(out.status).toBe(200);
    const after = await t.request('/api/v1/me', { headers: { Cookie: cookie } });
    expect(await after.json()).toEqual({ user: null });
  });

  it('a real session token under a signature it was not given is nobody', async () => {
    const u = await createSignedInUser(t);
    const pair = u.cookie.split('; ').find((c) => c.startsWith('franchisio.session_token='))!;
    const signed = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
    const token = signed.slice(0, signed.lastIndexOf('.'));
    const otherSecret = createHmac('sha256', 'another secret').update(token).digest('base64');
    const first = signed[token.length + 1];
    const flipped = `${token}.${first === 'A' ? 'B' : 'A'}${signed.slice(token.length + 2)}`;
    for (const value of [`${token}.${otherSecret}`, flipped, token]) {
      const res = await t.request('/api/v1/me', {
        headers: { Cookie: `franchisio.session_token=${encodeURIComponent(value)}` },
      });
      expect(await res.json()).toEqual({ user: null });
    }
    // The cookie as it was given still signs in.
    const ok = await t.request('/api/v1/me', { headers: { Cookie: pair } });
    expect(((await ok.json()) as { user: { id: string } }).user.id).toBe(u.userId);
  });

  it('a forged cookie is nobody', async () => {
    const res = await t.request('/api/v1/me', {
      headers: { Cookie: 'franchisio.session_token=forged.value' },
    });
    expect(await res.json()).toEqual({ user: null });
  });
});
