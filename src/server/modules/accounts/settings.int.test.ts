import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createSignedInUser,
  expireCodeMailCooldown,
  latestCode,
  ORIGIN,
  type SignedInUser,
  signIn,
  uniqueEmail,
} from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { adminInvites, admins, profiles } from '../../db/schema/accounts.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { session, twoFactor, user } from '../../db/schema/auth.ts';
import { franchiseOpportunities } from '../../db/schema/catalog.ts';
import { clientErrors } from '../../db/schema/client-errors.ts';
import { contactMessages } from '../../db/schema/content.ts';
import {
  bookmarks,
  compareLists,
  informationRequests,
  marketNotifySignups,
  userInteractions,
} from '../../db/schema/engagement.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { rateLimits } from '../../db/schema/system.ts';
import { createOutboxRepository } from '../../email/outbox-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.database.db.delete(rateLimits);
});

const as = (u: SignedInUser, method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: { Origin: ORIGIN, Cookie: u.cookie }, json });

function upload(u: SignedInUser, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return t.request('/api/v1/me/avatar', {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: u.cookie },
    body: form,
  });
}

async function stored(url: string) {
  const res = await t.request(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('avatar upload', () => {
  it('re-encodes to a square WebP of at most 512 px without metadata, whatever the name says', async () => {
    const u = await createSignedInUser(t);
    // A 1200×800 JPEG carrying EXIF (with a GPS-like comment), uploaded as "photo.png" / image/gif.
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', ImageDescription: 'home at 28.5N 77.3E' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(u, jpeg, 'photo.png', 'image/gif');
    expect(res.status).toBe(200);
    const profile = (await res.json()) as { avatarUrl: string };
    expect(profile.avatarUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const bytes = await stored(profile.avatarUrl);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Buffer.from(bytes).includes('secret-exif-marker')).toBe(false);
    // The header avatar reads it from /me.
    const me = (await (await as(u, 'GET', '/api/v1/me')).json()) as { user: { avatarUrl: string } };
    expect(me.user.avatarUrl).toBe(profile.avatarUrl);
  });

  it('never enlarges a small picture; replacing the avatar deletes the old file', async () => {
    const u = await createSignedInUser(t);
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const first = (await (await upload(u, png, 'a.png', 'image/png')).json()) as { avatarUrl: string };
    const meta = await sharp(await stored(first.avatarUrl)).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    const second = (await (await upload(u, png, 'b.png', 'image/png')).json()) as { avatarUrl: string };
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await t.request(first.avatarUrl)).status).toBe(404);
    const removed = await as(u, 'DELETE', '/api/v1/me/avatar');
    expect(((await removed.json()) as { avatarUrl: string | null }).avatarUrl).toBeNull();
    expect((await t.request(second.avatarUrl)).status).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, empty and oversized files', async () => {
    const u = await createSignedInUser(t);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = new TextEncoder().encode('<html><body>not an image</body></html>');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [bytes, name, type] of [
      [svg, 'avatar.svg', 'image/svg+xml'],
      [html, 'avatar.jpg', 'image/jpeg'],
      [gif, 'avatar.png', 'image/png'],
    ] as const) {
      const res = await upload(u, bytes, name, type);
      expect(res.status).toBe(415);
    }
    expect((await upload(u, new Uint8Array(0), 'x.png', 'image/png')).status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(u, big, 'big.jpg', 'image/jpeg')).status).toBe(413);
    // A JPEG header on garbage: detected as JPEG, refused as unreadable.
    const broken = new Uint8Array(2048);
    broken.set([0xff, 0xd8, 0xff, 0xdb]);
    expect((await upload(u, broken, 'x.jpg', 'image/jpeg')).status).toBe(400);
    const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.userId, u.userId));
    expect(row!.avatarUrl).toBeNull();
  });
});

describe('e-mail change', () => {
  it('needs the password, sends a code to the new address, and the code switches the e-mail', async () => {
    const u = await createSignedInUser(t);
    const newEmail = uniqueEmail('moved');
    const wrong = await as(u, 'POST', '/api/v1/me/email-change', { newEmail, password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('invalid_password');

    const ok = await as(u, 'POST', '/api/v1/me/email-change', { newEmail, password: u.password });
    expect(ok.status).toBe(200);
    const otp = await latestCode(t, newEmail);
    const confirm = await as(u, 'POST', '/api/auth/email-otp/change-email', { newEmail, otp });
    expect(confirm.status).toBe(200);
    const me = (await (await as(u, 'GET', '/api/v1/me')).json()) as { user: { email: string } };
    expect(me.user.email).toBe(newEmail);
    // The new address signs in; the old one no longer does.
    await signIn(t, newEmail, u.password);
    const old = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { email: u.email, password: u.password },
    });
    expect(old.status).toBe(401);
  });

  it('answers the same for an address that already has an account, whose owner gets a notice, not a code', async () => {
    const u = await createSignedInUser(t);
    const taken = await createSignedInUser(t);
    await expireCodeMailCooldown(t, taken.email);
    const free = uniqueEmail('free');
    const a = await as(u, 'POST', '/api/v1/me/email-change', { newEmail: taken.email, password: u.password });
    const b = await as(u, 'POST', '/api/v1/me/email-change', { newEmail: free, password: u.password });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const strip = (body: { message: string }) => body.message.replace(/\S+@\S+/, '<e-mail>');
    expect(strip((await a.json()) as { message: string })).toBe(
      strip((await b.json()) as { message: string }),
    );
    const [notice] = await createOutboxRepository(t.deps.database.db).list({ to: taken.email, limit: 1 });
    expect(notice!.subject).toMatch(/tried to move/);
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    // And no code for the taken address can change anything.
    const guess = await as(u, 'POST', '/api/auth/email-otp/change-email', {
      newEmail: taken.email,
      otp: '123456',
    });
    expect(guess.status).toBe(400);
  });

  it('ends every other session and tells the old address, whose link puts it back', async () => {
    const u = await createSignedInUser(t);
    const elsewhere = await signIn(t, u.email, u.password);
    const newEmail = uniqueEmail('moved');
    expect((await as(u, 'POST', '/api/v1/me/email-change', { newEmail, password: u.password })).status).toBe(
      200,
    );
    const confirm = await as(u, 'POST', '/api/auth/email-otp/change-email', {
      newEmail,
      otp: await latestCode(t, newEmail),
    });
    expect(confirm.status).toBe(200);
    const meWith = async (cookie: string) =>
      (
        (await (await t.request('/api/v1/me', { headers: { Cookie: cookie } })).json()) as {
          user: { email: string } | null;
        }
      ).user;
    // The other device is signed out; this one stays, under the new address.
    expect(await meWith(elsewhere)).toBeNull();
    expect((await meWith(u.cookie))?.email).toBe(newEmail);
    expect(await t.deps.database.db.select().from(session).where(eq(session.userId, u.userId))).toHaveLength(
      1,
    );
    // The old address hears of it, with the new address and a link to undo.
    const [notice] = await createOutboxRepository(t.deps.database.db).list({ to: u.email, limit: 1 });
    expect(notice!.subject).toMatch(/e-mail address was changed/);
    expect(notice!.text).toContain(newEmail);
    const token = notice!.text.match(/\/account\/restore-email\?token=([\w-]{43})/)?.[1];
    expect(token).toBeDefined();
    // A made-up token does nothing.
    const forged = await t.request('/api/v1/accounts/email-change/undo', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { token: 'A'.repeat(43) },
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('undo_link_invalid');

    const undo = await t.request('/api/v1/accounts/email-change/undo', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { token },
    });
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ restored: true, email: u.email });
    // The old address is back, nobody is signed in, and the known password opens nothing: the
    // owner chooses a new one with a code sent to the old address.
    expect(await meWith(u.cookie)).toBeNull();
    const [row] = await t.deps.database.db.select().from(user).where(eq(user.id, u.userId));
    expect(row!.email).toBe(u.email);
    const withOld = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { email: u.email, password: u.password },
    });
    expect(withOld.status).toBe(401);
    await expireCodeMailCooldown(t, u.email);
    await t.request('/api/auth/email-otp/request-password-reset', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { email: u.email },
    });
    const chosen = `${u.password}-new`;
    const reset = await t.request('/api/auth/email-otp/reset-password', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { email: u.email, otp: await latestCode(t, u.email), password: chosen },
    });
    expect(reset.status).toBe(200);
    await expect(signIn(t, u.email, chosen)).resolves.toContain('session_token');
    // The link works once.
    const again = await t.request('/api/v1/accounts/email-change/undo', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { token },
    });
    expect(again.status).toBe(400);
  });

  it('refuses a visitor', async () => {
    const res = await t.request('/api/v1/me/email-change', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { newEmail: uniqueEmail(), password: 'whatever-password' },
    });
    expect(res.status).toBe(401);
  });
});

describe('sessions', () => {
  it('lists only my sessions without tokens, ends one, and ends all the others', async () => {
    const u = await createSignedInUser(t);
    const second = await signIn(t, u.email, u.password);
    const third = await signIn(t, u.email, u.password);
    const list = (await (await as(u, 'GET', '/api/v1/me/sessions')).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    expect(list.sessions).toHaveLength(3);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.sessions[0]!.current).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const other = list.sessions.find((s) => !s.current)!;
    expect((await as(u, 'DELETE', `/api/v1/me/sessions/${other.id}`)).status).toBe(200);
    expect((await as(u, 'DELETE', `/api/v1/me/sessions/${list.sessions[0]!.id}`)).status).toBe(400);

    const revoke = await as(u, 'POST', '/api/v1/me/sessions/revoke-others');
    expect(((await revoke.json()) as { revoked: number }).revoked).toBe(1);
    for (const cookie of [second, third]) {
      const me = (await (await t.request('/api/v1/me', { headers: { Cookie: cookie } })).json()) as {
        user: unknown;
      };
      expect(me.user).toBeNull();
    }
    const still = (await (await as(u, 'GET', '/api/v1/me')).json()) as { user: { id: string } };
    expect(still.user.id).toBe(u.userId);
  });

  it("cannot end another user's session", async () => {
    const u = await createSignedInUser(t);
    const victim = await createSignedInUser(t);
    const [theirs] = await t.deps.database.db.select().from(session).where(eq(session.userId, victim.userId));
    const res = await as(u, 'DELETE', `/api/v1/me/sessions/${theirs!.id}`);
    expect(res.status).toBe(404);
    const me = (await (await as(victim, 'GET', '/api/v1/me')).json()) as { user: { id: string } | null };
    expect(me.user?.id).toBe(victim.userId);
  });
});

describe('account deletion', () => {
  it('needs the e-mail and password typed again, then deletes the account and its data', async () => {
    const u = await createSignedInUser(t);
    const keep = await createSignedInUser(t);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const { avatarUrl } = (await (await upload(u, png, 'me.png', 'image/png')).json()) as {
      avatarUrl: string;
    };
    const [listing] = await t.deps.database.db.select().from(franchiseOpportunities).limit(1);
    await t.deps.database.db.insert(bookmarks).values([
      { userId: u.userId, opportunityId: listing!.id },
      { userId: keep.userId, opportunityId: listing!.id },
    ]);

    const wrongEmail = await as(u, 'POST', '/api/v1/me/delete', {
      password: u.password,
      confirmEmail: keep.email,
    });
    expect(wrongEmail.status).toBe(400);
    const wrongPassword = await as(u, 'POST', '/api/v1/me/delete', {
      password: 'wrong-password-x',
      confirmEmail: u.email,
    });
    expect(wrongPassword.status).toBe(400);
    expect(
      (await as(keep, 'POST', '/api/v1/me/delete', { password: u.password, confirmEmail: u.email })).status,
    ).toBe(400);

    const res = await as(u, 'POST', '/api/v1/me/delete', {
      password: u.password,
      confirmEmail: u.email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('franchisio.session_token=;'))).toBe(true);
    const db = t.deps.database.db;
    expect(await db.select().from(user).where(eq(user.id, u.userId))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.userId, u.userId))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, u.userId))).toHaveLength(0);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, u.userId))).toHaveLength(0);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, u.userId))).toHaveLength(0);
    expect((await t.request(avatarUrl)).status).toBe(404);
    // The old cookie is dead; the other account and its bookmark are untouched.
    const me = (await (await t.request('/api/v1/me', { headers: { Cookie: u.cookie } })).json()) as {
      user: unknown;
    };
    expect(me.user).toBeNull();
    expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, keep.userId))).toHaveLength(1);
    // The e-mail can join again.
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { email: u.email, password: u.password },
    });
    expect(again.status).toBe(401);
  });
});

/**
 * Every place in the database that holds the value: each text-like column of each table in the
 * public schema, found through information_schema (a table added later is searched too).
 */
async function tablesHolding(values: string[]): Promise<string[]> {
  const db = t.deps.database.db;
  const columns = (await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
    order by c.table_name, c.column_name`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const anyOf = (text: SQL) =>
    sql.join(
      values.map((v) => sql`position(${v.toLowerCase()} in lower(${text})) > 0`),
      sql` or `,
    );
  const found: string[] = [];
  // A whole row as text first (one query per table), then the columns of the tables that hold one.
  for (const table of new Set(columns.rows.map((c) => c.table_name))) {
    const rowHit = (await db.execute(
      sql`select 1 from ${sql.identifier(table)} as r where ${anyOf(sql`r::text`)} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (rowHit.rows.length === 0) continue;
    const before = found.length;
    for (const { column_name } of columns.rows.filter((c) => c.table_name === table)) {
      const hit = (await db.execute(
        sql`select 1 from ${sql.identifier(table)} where ${anyOf(sql`${sql.identifier(column_name)}::text`)} limit 1`,
      )) as unknown as { rows: unknown[] };
      if (hit.rows.length > 0) found.push(`${table}.${column_name}`);
    }
    if (found.length === before) found.push(`${table}.(a column of another type)`);
  }
  return found;
}

/** Columns that refer to an account by id or e-mail address, read from information_schema. */
async function userReferenceColumns(): Promise<string[]> {
  const rows = (await t.deps.database.db.execute<{ ref: string }>(sql`
    select c.table_name || '.' || c.column_name as ref from information_schema.columns c
    where c.table_schema = 'public'
      and (c.column_name ~ '(^|_)(user_id|email|to|invited_by|created_by|used_by)$')
    order by 1`)) as unknown as { rows: { ref: string }[] };
  return rows.rows.map((r) => r.ref);
}

describe('account deletion leaves nothing of the person', () => {
  it('no table with a user reference keeps their id, address or personal data', {
    timeout: 180_000,
  }, async () => {
    const u = await createSignedInUser(t);
    const db = t.deps.database.db;
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00a' } })
      .png()
      .toBuffer();
    const { avatarUrl } = (await (await upload(u, png, 'me.png', 'image/png')).json()) as {
      avatarUrl: string;
    };
    const [listing] = await db.select().from(franchiseOpportunities).limit(1);
    const phone = '+1 201 555 0177';
    const secretText = `private-note-${u.userId.slice(0, 8)}`;
    await db.insert(bookmarks).values({ userId: u.userId, opportunityId: listing!.id });
    await db.insert(compareLists).values({ userId: u.userId, opportunityIds: [listing!.id] });
    await db.insert(userInteractions).values({
      userId: u.userId,
      interactionType: 'view',
      entityType: 'opportunity',
      entityId: listing!.id,
    });
    await db.insert(marketNotifySignups).values({ country: 'GB', email: u.email });
    await db.insert(informationRequests).values([
      {
        opportunityId: listing!.id,
        franchisorId: listing!.franchisorId,
        userId: u.userId,
        name: 'Pat Person',
        email: u.email,
        phone,
        message: secretText,
        requestDay: '2026-01-01',
      },
      // Sent before they joined, without an account: their address ties it to them.
      {
        opportunityId: listing!.id,
        franchisorId: listing!.franchisorId,
        name: 'Pat Person',
        email: u.email.toUpperCase(),
        message: secretText,
        requestDay: '2026-01-02',
      },
    ]);
    await db.insert(contactMessages).values({
      name: 'Pat Person',
      email: u.email,
      subject: 'About my plan',
      message: secretText,
      userId: u.userId,
      ip: '203.0.113.77',
    });
    await db
      .insert(pageViews)
      .values({ path: '/compare', visitorId: 'visitor-123456', device: 'desktop', userId: u.userId });
    await db.insert(clientErrors).values({
      errorId: 'err_12345678',
      kind: 'render',
      message: 'boom',
      url: '/',
      userId: u.userId,
      ip: '203.0.113.77',
    });
    await db.insert(admins).values({ userId: u.userId, level: 'super', permissions: [] });
    await db.insert(adminInvites).values([
      {
        tokenHash: `h-${crypto.randomUUID()}`,
        email: u.email,
        createdBy: u.userId,
        expiresAt: new Date(Date.now() + 3600_000),
      },
      {
        tokenHash: `h2-${crypto.randomUUID()}`,
        email: uniqueEmail('invitee'),
        createdBy: u.userId,
        usedBy: u.userId,
        expiresAt: new Date(Date.now() + 3600_000),
      },
    ]);
    await as(u, 'POST', '/api/v1/me/email-change', {
      newEmail: uniqueEmail('later'),
      password: 'wrong-password-1',
    });

    const personal = [u.userId, u.email, phone, secretText, 'Pat Person', '203.0.113.77'];
    const before = await tablesHolding(personal);
    // The search finds the person wherever the app put them (so finding nothing later means something).
    for (const place of [
      'user.email',
      'session.user_id',
      'profiles.user_id',
      'bookmarks.user_id',
      'compare_lists.user_id',
      'user_interactions.user_id',
      'market_notify_signups.email',
      'information_requests.email',
      'information_requests.message',
      'contact_messages.email',
      'contact_messages.ip',
      'page_views.user_id',
      'client_errors.user_id',
      'admins.user_id',
      'admin_invites.created_by',
      'email_outbox.to',
      'rate_limits.key',
      'stored_files.owner_user_id',
    ]) {
      expect(before).toContain(place);
    }
    // Every column that refers to an account is among the places searched.
    const references = await userReferenceColumns();
    expect(references.length).toBeGreaterThanOrEqual(15);

    const res = await as(u, 'POST', '/api/v1/me/delete', { password: u.password, confirmEmail: u.email });
    expect(res.status).toBe(200);
    expect(await tablesHolding(personal)).toEqual([]);
    expect((await t.request(avatarUrl)).status).toBe(404);
    // Records others keep stay, without the person: the franchisor still counts the lead.
    const leads = await db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.opportunityId, listing!.id));
    expect(leads.filter((l) => l.name === 'Deleted account')).toHaveLength(2);
  });
});

describe('two-factor (TOTP)', () => {
  it('enables with the password and a code, asks for a code at sign-in, takes a recovery code, disables', async () => {
    const u = await createSignedInUser(t);
    const wrong = await as(u, 'POST', '/api/auth/two-factor/enable', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    const enable = await as(u, 'POST', '/api/auth/two-factor/enable', { password: u.password });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Franchisio');

    // Not on until a code is verified.
    let me = (await (await as(u, 'GET', '/api/v1/me')).json()) as { user: { twoFactorEnabled: boolean } };
    expect(me.user.twoFactorEnabled).toBe(false);
    expect((await as(u, 'POST', '/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    // The URI carries the secret base32-encoded; the OTP library takes the raw secret.
    const code = await createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
    const verify = await as(u, 'POST', '/api/auth/two-factor/verify-totp', { code });
    expect(verify.status).toBe(200);
    u.cookie = cookieFrom(verify) || u.cookie;
    me = (await (await as(u, 'GET', '/api/v1/me')).json()) as { user: { twoFactorEnabled: boolean } };
    expect(me.user.twoFactorEnabled).toBe(true);
    const [row] = await t.deps.database.db.select().from(twoFactor).where(eq(twoFactor.userId, u.userId));
    expect(row!.secret).not.toContain(secret);

    // Sign-in now stops at the second factor; a recovery code completes it once.
    const signInRes = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      json: { email: u.email, password: u.password },
    });
    expect(signInRes.status).toBe(200);
    expect(((await signInRes.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    const pending = cookieFrom(signInRes);
    expect(pending).not.toMatch(/session_token=/);
    const backup = await t.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: pending },
      json: { code: backupCodes[0] },
    });
    expect(backup.status).toBe(200);
    expect(cookieFrom(backup)).toMatch(/session_token=/);

    expect(
      (await as(u, 'POST', '/api/auth/two-factor/disable', { password: 'wrong-password-y' })).status,
    ).toBe(400);
    const disable = await as(u, 'POST', '/api/auth/two-factor/disable', { password: u.password });
    expect(disable.status).toBe(200);
    // Enabling and disabling both replace the session (Better Auth): the browser gets the new cookie.
    u.cookie = cookieFrom(disable) || u.cookie;
    me = (await (await as(u, 'GET', '/api/v1/me')).json()) as { user: { twoFactorEnabled: boolean } };
    expect(me.user.twoFactorEnabled).toBe(false);
    await signIn(t, u.email, u.password);
  });
});
