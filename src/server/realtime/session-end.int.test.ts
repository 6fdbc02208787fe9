import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  ORIGIN,
  type SignedInUser,
  signIn,
  strongPassword,
} from '../../../tests/helpers/accounts.ts';
import { connect, listen, type TestSocket } from '../../../tests/helpers/realtime.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { REALTIME } from '../../shared/limits.ts';
import { SESSION_ENDED_CLOSE_CODE, type ServerFrame } from '../../shared/realtime.ts';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { createAppDeps } from '../create-deps.ts';
import { conversationParticipants, conversations, session } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { createAdminService } from '../modules/admin/index.ts';

/**
 * Issue 31.1 and 31.9: a socket lives only as long as its session, whichever way the session
 * ends and on whichever instance, and a socket's frames cannot starve the API.
 */
describe('a realtime socket and the end of its session', () => {
  let t: TestApp;
  /** A second instance on the same database (its own bus: LISTEN/NOTIFY on PostgreSQL). */
  let other: AppDeps;
  let here: Awaited<ReturnType<typeof listen>>;
  let there: Awaited<ReturnType<typeof listen>>;
  let admin: SignedInUser;
  let writer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    other = await createAppDeps({ ...t.deps.config }, t.deps.database, createLogger('silent'));
    here = await listen(t);
    there = await listen({ ...t, app: buildApp(other), deps: other });
    [admin, writer] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    await createAdminService(t.deps).makeSuper(admin.userId);
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    other?.mailer.close();
    await other?.catalogChanges.close();
    await other?.realtime.close();
    await t?.close();
  });

  const post = (path: string, cookie: string, json: unknown = {}) =>
    t.request(path, { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN }, json });

  /** A thread between `user` and the writer, followed by the user's socket on `server`. */
  async function followedSocket(user: SignedInUser, server: { wsUrl: string; url: string }) {
    const db = t.deps.database.db;
    const [row] = await db
      .insert(conversations)
      .values({ kind: 'direct', subject: 'Until the session ends', openedBy: writer.userId })
      .returning({ id: conversations.id });
    const thread = row!.id;
    await db.insert(conversationParticipants).values([
      { conversationId: thread, userId: user.userId, side: 'member' },
      { conversationId: thread, userId: writer.userId, side: 'member' },
    ]);
    const socket = await connect(server.wsUrl, { Cookie: user.cookie, Origin: server.url });
    await socket.waitFor((f) => f.type === 'hello');
    socket.send({ type: 'subscribe', conversationId: thread });
    await socket.waitFor((f) => f.type === 'subscribed');
    const closed = new Promise<{ code: number; at: number }>((resolve) =>
      socket.ws.once('close', (code) => resolve({ code, at: Date.now() })),
    );
    return { socket, thread, closed };
  }

  const delivered = (frames: ServerFrame[]) =>
    frames.filter((f) => ['message', 'counts', 'notification', 'thread'].includes(f.type));

  /**
   * Ends the session with `end`, then has the writer post to the thread at once: the socket
   * gets its close code within a second and nothing of what came after.
   */
  async function expectClosedOnEnd(
    server: { wsUrl: string; url: string },
    end: (user: SignedInUser) => Promise<Response>,
  ) {
    const user = await createSignedInUser(t);
    const { socket, thread, closed } = await followedSocket(user, server);
    const before = socket.frames.length;
    const res = await end(user);
    expect(res.status).toBeLessThan(300);
    const ended = Date.now();
    const sent = await post(`/api/v1/conversations/${thread}/messages`, writer.cookie, {
      body: 'After the session ended',
    });
    expect(sent.status).toBeLessThan(500);
    const { code, at } = await closed;
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(at - ended).toBeLessThan(1000);
    // Give a late frame time to arrive, had one been sent.
    await new Promise((r) => setTimeout(r, 200));
    expect(delivered(socket.frames.slice(before))).toEqual([]);
  }

  /** The user's other session (a second sign-in), and the id of the socket's one. */
  async function secondSession(user: SignedInUser) {
    const cookie = await signIn(t, user.email, user.password);
    const { sessions } = (await (
      await t.request('/api/v1/me/sessions', { headers: { Cookie: cookie, Origin: ORIGIN } })
    ).json()) as { sessions: { id: string; current: boolean }[] };
    return { cookie, first: sessions.find((s) => !s.current)!.id };
  }

  const ways: [string, (user: SignedInUser) => Promise<Response>][] = [
    ['sign-out', (u) => post('/api/auth/sign-out', u.cookie)],
    [
      'revoking it from another session',
      async (u) => {
        const { cookie, first } = await secondSession(u);
        return t.request(`/api/v1/me/sessions/${first}`, {
          method: 'DELETE',
          headers: { Cookie: cookie, Origin: ORIGIN },
        });
      },
    ],
    [
      'a password change in another session',
      async (u) => {
        const { cookie } = await secondSession(u);
        return post('/api/auth/change-password', cookie, {
          currentPassword: u.password,
          newPassword: strongPassword(),
        });
      },
    ],
    [
      'suspension by an admin',
      (u) => post(`/api/v1/admin/users/${u.userId}/suspend`, admin.cookie, { reason: 'Spam' }),
    ],
    [
      'account deletion',
      (u) => post('/api/v1/me/delete', u.cookie, { password: u.password, confirmEmail: u.email }),
    ],
  ];

  for (const [way, end] of ways) {
    it(`closes the socket on this instance within a second of ${way}, and delivers nothing after`, async () => {
      await expectClosedOnEnd(here, end);
    });
    it(`closes the socket on another instance within a second of ${way}, and delivers nothing after`, async () => {
      await expectClosedOnEnd(there, end);
    });
  }

  it('answers no frame of a socket whose session was deleted without notice, and closes it', async () => {
    const user = await createSignedInUser(t);
    const { socket, thread, closed } = await followedSocket(user, there);
    await t.deps.database.db.delete(session).where(eq(session.userId, user.userId));
    const before = socket.frames.length;
    socket.send({ type: 'unsubscribe', conversationId: thread });
    socket.send({ type: 'subscribe', conversationId: thread });
    socket.send({ type: 'ping' });
    expect((await closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(socket.frames.slice(before)).toEqual([]);
  });

  it('closes the socket of a session that expired, within the sweep', async () => {
    const user = await createSignedInUser(t);
    const { closed } = await followedSocket(user, here);
    await t.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, user.userId));
    const from = Date.now();
    const { code, at } = await closed;
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(at - from).toBeLessThan(REALTIME.sessionCheckMs + 1000);
  });

  it('drops a socket that floods it with frames, without slowing an unrelated API call', async () => {
    const user = await createSignedInUser(t);
    const socket: TestSocket = await connect(here.wsUrl, { Cookie: user.cookie, Origin: here.url });
    await socket.waitFor((f) => f.type === 'hello');
    const closed = new Promise<number>((resolve) => socket.ws.once('close', resolve));
    for (let i = 0; i < 5000; i++) socket.send({ type: 'subscribe', conversationId: randomUUID() });
    const start = Date.now();
    const me = await t.request('/api/v1/me', { headers: { Cookie: writer.cookie, Origin: ORIGIN } });
    const took = Date.now() - start;
    expect(me.status).toBe(200);
    expect(await closed).toBe(1008);
    expect(took).toBeLessThan(1000);
    // Only the budget's frames were answered.
    expect(socket.frames.filter((f) => f.type === 'refused').length).toBeLessThanOrEqual(REALTIME.frameBurst);
  });
});
