import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { ConversationDetail } from '../../../shared/schemas/conversations.ts';
import type {
  ConnectionListsValue,
  ConnectionResultValue,
  NetworkProfileInputValue,
  NetworkSearchQueryValue,
  NetworkSearchResultValue,
} from '../../../shared/schemas/network.ts';
import type { NotificationListValue } from '../../../shared/schemas/notifications.ts';
import { networkProfiles, user } from '../../db/schema/index.ts';
import { createOutboxRepository } from '../../email/index.ts';

describe('the seeker network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Notifications queue their e-mails as jobs.
    await t.deps.jobs.start();
  });
  afterAll(() => t.close());

  const as = (u: SignedInUser) => ({ Cookie: u.cookie, Origin: ORIGIN });
  const profile = (overrides: Partial<NetworkProfileInputValue> = {}): NetworkProfileInputValue => ({
    optedIn: true,
    displayName: `Member ${randomBytes(3).toString('hex')}`,
    headline: 'Looking at food franchises',
    market: 'US',
    industries: ['Food & Beverage'],
    stage: 'researching',
    city: '',
    ...overrides,
  });
  const saveProfile = (u: SignedInUser, body: unknown) =>
    t.request('/api/v1/network/profile', { method: 'PUT', headers: as(u), json: body });
  /** A signed-in seeker with a saved network profile (opted in unless told otherwise). */
  async function member(overrides: Partial<NetworkProfileInputValue> = {}) {
    const u = await createSignedInUser(t);
    const body = profile(overrides);
    const res = await saveProfile(u, body);
    expect(res.status).toBe(200);
    return Object.assign(u, { displayName: body.displayName });
  }
  const search = async (u: SignedInUser, query: NetworkSearchQueryValue) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)]) as [string, string][],
    );
    const res = await t.request(`/api/v1/network/people?${qs}`, { headers: as(u) });
    expect(res.status).toBe(200);
    return (await res.json()) as NetworkSearchResultValue;
  };
  const ask = (from: SignedInUser, to: SignedInUser | string, note = '') =>
    t.request('/api/v1/network/connections', {
      method: 'POST',
      headers: as(from),
      json: { userId: typeof to === 'string' ? to : to.userId, note },
    });
  const act = (u: SignedInUser, id: string, action: string) =>
    t.request(`/api/v1/network/connections/${id}/actions`, {
      method: 'POST',
      headers: as(u),
      json: { action },
    });
  const lists = async (u: SignedInUser) =>
    (await (
      await t.request('/api/v1/network/connections', { headers: as(u) })
    ).json()) as ConnectionListsValue;
  const send = (u: SignedInUser, conversationId: string, body: string) =>
    t.request(`/api/v1/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: as(u),
      json: { body },
    });
  /** Two members, connected: B accepted A's request. */
  async function connectedPair(overrides: Partial<NetworkProfileInputValue> = {}) {
    const [a, b] = await Promise.all([member(overrides), member(overrides)]);
    const asked = (await (await ask(a, b)).json()) as ConnectionResultValue;
    const res = await act(b, asked.id, 'accept');
    expect(res.status).toBe(200);
    const accepted = (await res.json()) as ConnectionResultValue;
    return { a, b, id: asked.id, conversationId: accepted.conversationId! };
  }

  it('is for signed-in seekers: 401 for visitors, 403 for company accounts', async () => {
    expect((await t.request('/api/v1/network/people')).status).toBe(401);
    expect((await t.request('/api/v1/network/profile')).status).toBe(401);
    const company = await createSignedInUser(t, { role: 'franchisor' });
    expect((await t.request('/api/v1/network/profile', { headers: as(company) })).status).toBe(403);
    expect((await saveProfile(company, profile())).status).toBe(403);
    expect((await t.request('/api/v1/network/people', { headers: as(company) })).status).toBe(403);
  });

  it('checks every profile field against the shared rules', async () => {
    const u = await createSignedInUser(t);
    const tooMany = await saveProfile(
      u,
      profile({
        industries: ['Retail', 'Education', 'Automotive', 'Technology', 'Pet Services', 'Senior Care'],
      }),
    );
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('industries');
    expect((await saveProfile(u, { ...profile(), market: 'XX' })).status).toBe(400);
    expect((await saveProfile(u, { ...profile(), stage: 'rich' })).status).toBe(400);
    expect((await saveProfile(u, { ...profile(), displayName: 'x' })).status).toBe(400);
    expect((await saveProfile(u, { ...profile(), extra: true })).status).toBe(400);
    const before = await t.request('/api/v1/network/profile', { headers: as(u) });
    expect(await before.json()).toEqual({ profile: null });
  });

  it('lists only people who opted in, never the viewer, and hides someone at once when they opt out', async () => {
    const only = {
      market: 'NZ' as const,
      industries: ['Senior Care' as const],
      stage: 'ready_to_invest' as const,
    };
    const viewer = await member(only);
    const listed = await member({ ...only, city: 'Wellington' });
    const optedOut = await member({ ...only, optedIn: false });
    const withoutProfile = await createSignedInUser(t);
    const found = await search(viewer, { market: 'NZ', industry: 'Senior Care' });
    expect(found.items.map((p) => p.userId)).toEqual([listed.userId]);
    expect(found.items[0]).toMatchObject({
      displayName: listed.displayName,
      city: 'Wellington',
      stage: 'ready_to_invest',
      listed: true,
      connection: { state: 'none', id: null, conversationId: null },
    });
    expect(found.items.map((p) => p.userId)).not.toContain(optedOut.userId);
    expect(found.items.map((p) => p.userId)).not.toContain(withoutProfile.userId);

    // Searching is for members: someone who has not opted in sees nobody.
    const refused = await t.request('/api/v1/network/people', { headers: as(withoutProfile) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('network_opt_in_required');
    expect((await t.request('/api/v1/network/people', { headers: as(optedOut) })).status).toBe(403);

    expect((await saveProfile(listed, profile({ ...only, optedIn: false }))).status).toBe(200);
    expect((await search(viewer, { market: 'NZ', industry: 'Senior Care' })).items).toEqual([]);
    // Nor can anyone ask them to connect any more.
    expect((await ask(viewer, listed)).status).toBe(404);
  });

  it('filters by market, industry and stage, 20 a page', async () => {
    const viewer = await member();
    const db = t.deps.database.db;
    const tag = randomBytes(3).toString('hex');
    const people = Array.from({ length: 21 }, (_, i) => ({
      id: `net-${tag}-${i}`,
      name: `Pager ${i}`,
      email: `net-${tag}-${i}@example.com`,
    }));
    await db.insert(user).values(people);
    await db.insert(networkProfiles).values(
      people.map((p, i) => ({
        userId: p.id,
        optedIn: true,
        displayName: p.name,
        market: 'SE' as const,
        industries: ['Pet Services' as const, ...(i === 0 ? ['Technology' as const] : [])],
        stage: i === 1 ? ('own_franchise' as const) : ('researching' as const),
      })),
    );
    const first = await search(viewer, { market: 'SE', industry: 'Pet Services' });
    expect(first.items).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await search(viewer, { market: 'SE', industry: 'Pet Services', page: 2 });
    expect(second.items).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect(new Set([...first.items, ...second.items].map((p) => p.userId)).size).toBe(21);

    const tech = await search(viewer, { market: 'SE', industry: 'Technology' });
    expect(tech.items.map((p) => p.userId)).toEqual([`net-${tag}-0`]);
    const owners = await search(viewer, { market: 'SE', stage: 'own_franchise' });
    expect(owners.items.map((p) => p.userId)).toEqual([`net-${tag}-1`]);
    expect((await search(viewer, { market: 'TH', industry: 'Pet Services' })).items).toEqual([]);
    const bad = await t.request('/api/v1/network/people?industry=Gambling', { headers: as(viewer) });
    expect(bad.status).toBe(400);
  });

  it('sends a request with a note, notifies, and accepting opens a thread both can write in', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const res = await ask(a, b, 'We both look at burger franchises in Ohio.');
    expect(res.status).toBe(201);
    const asked = (await res.json()) as ConnectionResultValue;
    expect(asked).toMatchObject({ status: 'pending', conversationId: null });
    expect((await ask(a, b)).status).toBe(409);

    const bell = (await (
      await t.request('/api/v1/notifications', { headers: as(b) })
    ).json()) as NotificationListValue;
    expect(bell.items[0]).toMatchObject({
      kind: 'connection',
      title: `${a.displayName} wants to connect`,
      link: '/network?tab=requests',
    });
    // And, with connection e-mails on by default, by e-mail too.
    const outbox = createOutboxRepository(t.deps.database.db);
    await expect
      .poll(async () => (await outbox.list({ to: b.email, limit: 5 })).map((m) => m.subject), {
        timeout: 15_000,
      })
      .toContain(`${a.displayName} wants to connect`);
    const bLists = await lists(b);
    expect(bLists.incoming).toHaveLength(1);
    expect(bLists.incoming[0]).toMatchObject({
      id: asked.id,
      note: 'We both look at burger franchises in Ohio.',
      person: { userId: a.userId, displayName: a.displayName, connection: { state: 'incoming' } },
    });
    expect((await lists(a)).outgoing.map((c) => c.person.userId)).toEqual([b.userId]);
    const fromA = await search(a, { market: 'US', industry: 'Food & Beverage' });
    expect(fromA.items.find((p) => p.userId === b.userId)?.connection.state).toBe('outgoing');

    // Only the person asked accepts.
    expect((await act(a, asked.id, 'accept')).status).toBe(409);
    const accepted = await act(b, asked.id, 'accept');
    expect(accepted.status).toBe(200);
    const { conversationId } = (await accepted.json()) as ConnectionResultValue;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const aBell = (await (
      await t.request('/api/v1/notifications', { headers: as(a) })
    ).json()) as NotificationListValue;
    expect(aBell.items[0]).toMatchObject({ kind: 'connection', link: `/messages?thread=${conversationId}` });
    expect((await lists(a)).connected[0]).toMatchObject({
      person: { userId: b.userId, connection: { state: 'connected', conversationId } },
    });

    expect((await send(a, conversationId!, 'Hello from the network')).status).toBe(201);
    expect((await send(b, conversationId!, 'Hello back')).status).toBe(201);
    const thread = (await (
      await t.request(`/api/v1/conversations/${conversationId}`, { headers: as(b) })
    ).json()) as ConversationDetail;
    // Each goes by the name chosen for the network, and blocking happens on the network page.
    expect(thread).toMatchObject({
      kind: 'direct',
      counterpart: a.displayName,
      canWrite: true,
      canModerate: false,
    });
    expect(thread.messages.map((m) => [m.senderName, m.body])).toEqual([
      [a.displayName, 'Hello from the network'],
      [b.displayName, 'Hello back'],
    ]);
    const act2 = await t.request(`/api/v1/conversations/${conversationId}/actions`, {
      method: 'POST',
      headers: as(a),
      json: { action: 'block' },
    });
    expect(act2.status).toBe(403);
    // The report button works on network threads too.
    const report = await t.request(`/api/v1/conversations/${conversationId}/reports`, {
      method: 'POST',
      headers: as(b),
      json: { reason: 'Testing the report button' },
    });
    expect(report.status).toBe(201);

    // A new chosen name shows in the thread.
    expect((await saveProfile(a, profile({ displayName: 'Renamed Member' }))).status).toBe(200);
    const renamed = (await (
      await t.request(`/api/v1/conversations/${conversationId}`, { headers: as(b) })
    ).json()) as ConversationDetail;
    expect(renamed.counterpart).toBe('Renamed Member');
  });

  it('asking someone who already asked you connects you both', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    expect((await ask(a, b)).status).toBe(201);
    const back = await ask(b, a);
    expect(back.status).toBe(200);
    expect(((await back.json()) as ConnectionResultValue).status).toBe('accepted');
    expect((await ask(a, a)).status).toBe(400);
  });

  it('an ignored request leaves the list of the person asked and cannot be sent again', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { id } = (await (await ask(a, b)).json()) as ConnectionResultValue;
    expect((await act(b, id, 'ignore')).status).toBe(200);
    expect((await lists(b)).incoming).toEqual([]);
    // The one who asked is not told; their request still waits and cannot be repeated.
    expect((await lists(a)).outgoing.map((c) => c.id)).toEqual([id]);
    expect((await ask(a, b)).status).toBe(409);
    expect((await act(a, id, 'withdraw')).status).toBe(200);
    expect((await lists(a)).outgoing).toEqual([]);
    expect((await ask(a, b)).status).toBe(201);
  });

  it('a block hides both from each other, stops requests and messages, until unblocked', async () => {
    const only = { market: 'DK' as const, industries: ['Education' as const] };
    const { a, b, id, conversationId } = await connectedPair(only);
    expect((await send(a, conversationId, 'Before the block')).status).toBe(201);
    expect((await act(b, id, 'block')).status).toBe(200);

    for (const u of [a, b]) {
      const res = await send(u, conversationId, 'After the block');
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('not_connected');
    }
    // The thread stays readable.
    expect((await t.request(`/api/v1/conversations/${conversationId}`, { headers: as(a) })).status).toBe(200);
    expect(
      (await search(a, { market: 'DK', industry: 'Education' })).items.map((p) => p.userId),
    ).not.toContain(b.userId);
    expect(
      (await search(b, { market: 'DK', industry: 'Education' })).items.map((p) => p.userId),
    ).not.toContain(a.userId);
    expect((await ask(a, b)).status).toBe(404);
    // The blocked person cannot see or undo the block.
    expect((await act(a, id, 'unblock')).status).toBe(404);
    expect((await act(a, id, 'remove')).status).toBe(404);
    const aLists = await lists(a);
    expect([...aLists.connected, ...aLists.blocked, ...aLists.incoming, ...aLists.outgoing]).toEqual([]);
    expect((await lists(b)).blocked.map((c) => c.person.userId)).toEqual([a.userId]);

    expect((await act(b, id, 'unblock')).status).toBe(200);
    const again = (await (await ask(a, b)).json()) as ConnectionResultValue;
    const reconnected = (await (await act(b, again.id, 'accept')).json()) as ConnectionResultValue;
    // Connecting again reopens the same thread.
    expect(reconnected.conversationId).toBe(conversationId);
    expect((await send(a, conversationId, 'Back again')).status).toBe(201);
  });

  it('only connected people write: removing the connection stops both', async () => {
    const { a, b, id, conversationId } = await connectedPair();
    const stranger = await member();
    // Someone outside the thread cannot read it, write in it, or touch the connection.
    expect(
      (await t.request(`/api/v1/conversations/${conversationId}`, { headers: as(stranger) })).status,
    ).toBe(404);
    expect((await send(stranger, conversationId, 'Let me in')).status).toBe(404);
    for (const action of ['accept', 'remove', 'block', 'ignore']) {
      expect((await act(stranger, id, action)).status).toBe(404);
    }
    expect(await lists(stranger)).toEqual({ incoming: [], outgoing: [], connected: [], blocked: [] });
    expect((await act(a, 'not-a-uuid', 'remove')).status).toBe(400);

    expect((await act(a, id, 'remove')).status).toBe(200);
    expect((await send(b, conversationId, 'Still there?')).status).toBe(403);
    expect((await lists(b)).connected).toEqual([]);
  });

  it('limits connection requests per person (network:requests:user)', async () => {
    const a = await member();
    for (let i = 0; i < 20; i++) {
      expect((await ask(a, `nobody-${i}`)).status).toBe(404);
    }
    const res = await ask(a, 'nobody-else');
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
  });
});
