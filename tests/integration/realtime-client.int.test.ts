import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WS from 'ws';
import { conversationParticipants, conversations } from '../../src/server/db/schema/index.ts';
import type { ServerFrame } from '../../src/shared/realtime.ts';
import { createRealtimeClient } from '../../src/web/lib/realtime-client.ts';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../helpers/accounts.ts';
import { connect, listen } from '../helpers/realtime.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The web's realtime client (src/web/lib/realtime-client.ts) against the real socket server:
 * the `ws` library stands in for the browser's WebSocket (it carries the session cookie).
 */
describe('the realtime client across drops and restarts', () => {
  let t: TestApp;
  let a: SignedInUser;
  let b: SignedInUser;
  let thread: string;

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    const db = t.deps.database.db;
    const [row] = await db
      .insert(conversations)
      .values({ kind: 'direct', subject: 'Across a restart', openedBy: a.userId })
      .returning({ id: conversations.id });
    thread = row!.id;
    await db.insert(conversationParticipants).values([
      { conversationId: thread, userId: a.userId, side: 'member' },
      { conversationId: thread, userId: b.userId, side: 'member' },
    ]);
  });
  afterAll(() => t.close());

  const write = async (body: string) => {
    const res = await t.request(`/api/v1/conversations/${thread}/messages`, {
      method: 'POST',
      headers: { Cookie: b.cookie, Origin: ORIGIN },
      json: { body },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const messagesOf = (frames: ServerFrame[]) =>
    frames.flatMap((f) => (f.type === 'message' && f.conversationId === thread ? [f.message] : []));
  const until = (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) =>
    expect.poll(check, { timeout: timeoutMs, interval: 20, message: what }).toBe(true);
  const metric = async () => {
    const text = await (await t.request('/api/metrics')).text();
    return Number(text.match(/^realtime_connections (\d+)/m)?.[1]);
  };

  it('reconnects on the restart hint and receives, once and in order, what was written meanwhile', {
    timeout: 60_000,
  }, async () => {
    let server = await listen(t);
    const client = createRealtimeClient({
      url: () => server.wsUrl,
      connect: (url) =>
        new WS(url, { headers: { Cookie: a.cookie, Origin: server.url } }) as unknown as WebSocket,
    });
    const frames: ServerFrame[] = [];
    client.on((f) => frames.push(f));
    client.start();
    try {
      await until(() => client.connected(), 'connected');
      expect(await metric()).toBe(1);
      const stopFollowing = client.follow(thread, 0);
      const first = await write('Before the restart');
      await until(() => messagesOf(frames).some((m) => m.id === first), 'first message live');

      // The instance drains: the socket is closed with 1012 and the client is down until the
      // replacement listens; a message is written in between.
      const closed = new Promise<number>((resolve) => {
        const probe = new WS(server.wsUrl, { headers: { Cookie: b.cookie, Origin: server.url } });
        probe.on('close', (code) => resolve(code));
      });
      await until(async () => (await metric()) === 2, 'probe connected');
      const old = server;
      await old.close();
      expect(await closed).toBe(1012);
      await until(() => !client.connected(), 'client saw the close');
      expect(await metric()).toBe(0);
      const missed = await write('While the client was away');
      server = await listen(t);
      await until(() => client.connected(), 'reconnected to the new instance');
      await until(() => messagesOf(frames).some((m) => m.id === missed), 'missed message after reconnect');
      const live = await write('After the reconnect');
      await until(() => messagesOf(frames).some((m) => m.id === live), 'live after reconnect');
      const ids = messagesOf(frames).map((m) => m.id);
      expect(ids).toEqual([first, missed, live]);
      expect(await metric()).toBe(1);
      stopFollowing();
    } finally {
      client.stop();
      await server.close();
    }
  });

  it('keeps one socket when stopped and started again at once, and while any holder wants it', {
    timeout: 60_000,
  }, async () => {
    const server = await listen(t);
    const client = createRealtimeClient({
      url: () => server.wsUrl,
      connect: (url) =>
        new WS(url, { headers: { Cookie: a.cookie, Origin: server.url } }) as unknown as WebSocket,
    });
    try {
      client.start();
      await until(() => client.connected(), 'connected');
      // A component unmounting and another mounting (a route change): the old socket's late
      // close must not start a second socket after the back-off.
      client.stop();
      client.start();
      await until(() => client.connected(), 'connected again');
      await until(async () => (await metric()) === 1, 'the old socket closed');
      await new Promise((r) => setTimeout(r, 2 * 1000)); // past the first reconnect delay (1 s)
      expect(await metric()).toBe(1);
      // Two holders: one letting go leaves the socket open for the other.
      client.start();
      client.stop();
      await new Promise((r) => setTimeout(r, 200));
      expect(client.connected()).toBe(true);
      expect(await metric()).toBe(1);
    } finally {
      client.stop();
      await server.close();
    }
    expect(await metric()).toBe(0);
  });

  it('closes its sockets with 1012 and refuses new ones (503) when the instance drains', {
    timeout: 60_000,
  }, async () => {
    const server = await listen(t);
    try {
      const socket = await connect(server.wsUrl, { Cookie: a.cookie, Origin: server.url });
      await socket.waitFor((f) => f.type === 'hello');
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        socket.ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
      );
      // What boot.ts runs on SIGTERM (lib/lifecycle.ts); the socket server registered its hook.
      await t.deps.lifecycle.drain();
      expect(await closed).toEqual({ code: 1012, reason: 'service restart' });
      expect(await metric()).toBe(0);
      await expect(connect(server.wsUrl, { Cookie: a.cookie, Origin: server.url })).rejects.toMatchObject({
        status: 503,
      });
    } finally {
      await server.close();
    }
  });

  it('holds a live message back until the catch-up before it has been sent', {
    timeout: 60_000,
  }, async () => {
    const missed = await write('Missed while away');
    // The catch-up read waits until a newer message has been written and published: sent at
    // once, that one would reach the socket ahead of the older, missed one.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = t.deps.services.conversations.realtimeAccess;
    const server = await listen(t, {
      access: {
        ...real,
        missed: async (...args) => {
          await gate;
          return real.missed(...args);
        },
      },
    });
    const socket = await connect(server.wsUrl, { Cookie: a.cookie, Origin: server.url });
    try {
      await socket.waitFor((f) => f.type === 'hello');
      socket.send({ type: 'subscribe', conversationId: thread, after: missed - 1 });
      await socket.waitFor((f) => f.type === 'subscribed');
      const live = await write('Written during the catch-up');
      // Published and delivered in process by now; give a socket frame time to arrive if sent.
      await new Promise((r) => setTimeout(r, 200));
      expect(messagesOf(socket.frames)).toEqual([]);
      release();
      await socket.waitFor((f) => f.type === 'message' && f.message.id === live);
      expect(messagesOf(socket.frames).map((m) => m.id)).toEqual([missed, live]);
    } finally {
      release();
      await socket.close();
      await server.close();
    }
  });

  /**
   * Holds back the live frame of the message with this body until `release`, as when two
   * people write at once and the newer message is published first. `published` resolves once
   * the held frame was asked to be published (its message is committed by then).
   */
  function delayPublishOf(body: string) {
    const bus = t.deps.realtime;
    const real = bus.publish;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let published!: () => void;
    const reached = new Promise<void>((resolve) => {
      published = resolve;
    });
    bus.publish = async (envelope) => {
      if ('frame' in envelope && envelope.frame.type === 'message' && envelope.frame.message.body === body) {
        published();
        await gate;
      }
      return real.call(bus, envelope);
    };
    return {
      reached,
      release,
      restore() {
        release();
        bus.publish = real;
      },
    };
  }

  const clientOn = (server: { wsUrl: string; url: string }) => {
    const client = createRealtimeClient({
      url: () => server.wsUrl,
      connect: (url) =>
        new WS(url, { headers: { Cookie: a.cookie, Origin: server.url } }) as unknown as WebSocket,
    });
    const frames: ServerFrame[] = [];
    client.on((f) => frames.push(f));
    return { client, frames };
  };

  it('fetches an older message whose frame a newer one overtook, and passes both on once, in order', {
    timeout: 60_000,
  }, async () => {
    const server = await listen(t);
    const { client, frames } = clientOn(server);
    const delayed = delayPublishOf('Older, published late');
    client.start();
    try {
      await until(() => client.connected(), 'connected');
      const base = await write('Before both');
      const stopFollowing = client.follow(thread, base);
      await until(() => frames.some((f) => f.type === 'subscribed'), 'subscribed');
      const olderWritten = write('Older, published late');
      await delayed.reached;
      const newer = await write('Newer, published first');
      // The newer frame arrived first: the client fetched from its cursor rather than jump.
      await until(() => messagesOf(frames).some((m) => m.id === newer), 'both after the catch-up');
      delayed.release();
      const older = await olderWritten;
      // A later message proves the older one's late live copy has come and gone.
      const last = await write('After both');
      await until(() => messagesOf(frames).some((m) => m.id === last), 'the next message');
      expect(older).toBeLessThan(newer);
      expect(messagesOf(frames).map((m) => m.id)).toEqual([older, newer, last]);
      stopFollowing();
    } finally {
      delayed.restore();
      client.stop();
      await server.close();
    }
  });

  it('loses no message when the socket drops after a newer frame overtook an older one', {
    timeout: 60_000,
  }, async () => {
    // The first instance's catch-up stalls, so the socket drops before the gap is fetched.
    let stall = false;
    let stalled = 0;
    let unstall!: () => void;
    const stuck = new Promise<void>((resolve) => {
      unstall = resolve;
    });
    const real = t.deps.services.conversations.realtimeAccess;
    let server = await listen(t, {
      access: {
        ...real,
        missed: async (...args) => {
          if (stall) {
            stalled++;
            await stuck;
          }
          return real.missed(...args);
        },
      },
    });
    const { client, frames } = clientOn({
      get wsUrl() {
        return server.wsUrl;
      },
      get url() {
        return server.url;
      },
    });
    const delayed = delayPublishOf('Older, still on its way');
    client.start();
    try {
      await until(() => client.connected(), 'connected');
      const base = await write('Before the drop');
      const stopFollowing = client.follow(thread, base);
      await until(() => frames.some((f) => f.type === 'subscribed'), 'subscribed');
      stall = true;
      const olderWritten = write('Older, still on its way');
      await delayed.reached;
      const newer = await write('Newer, already here');
      await until(() => stalled === 1, 'the client asked for the gap');
      expect(messagesOf(frames)).toEqual([]);
      // The instance goes away before answering; the client reconnects to its replacement.
      await server.close();
      await until(() => !client.connected(), 'client saw the close');
      server = await listen(t);
      await until(() => client.connected(), 'reconnected');
      await until(() => messagesOf(frames).some((m) => m.id === newer), 'caught up after the reconnect');
      delayed.release();
      const older = await olderWritten;
      const last = await write('After the reconnect');
      await until(() => messagesOf(frames).some((m) => m.id === last), 'the next message');
      expect(messagesOf(frames).map((m) => m.id)).toEqual([older, newer, last]);
      stopFollowing();
    } finally {
      unstall();
      delayed.restore();
      client.stop();
      await server.close();
    }
  });
});
