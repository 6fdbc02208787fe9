import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientFrame, SESSION_ENDED_CLOSE_CODE, type ServerFrame } from '../../shared/realtime.ts';
import { createRealtimeClient, cursorStep } from './realtime-client.ts';

const THREAD = '00000000-0000-4000-8000-000000000001';

const message = (id: number, previousId: number): Extract<ServerFrame, { type: 'message' }> => ({
  type: 'message',
  conversationId: THREAD,
  previousId,
  message: {
    id,
    conversationId: THREAD,
    senderId: 'u',
    senderName: 'U',
    body: `#${id}`,
    attachment: null,
    createdAt: new Date(0).toISOString(),
  },
});

describe('cursorStep', () => {
  it('takes a message naming the cursor as the one before it', () => {
    expect(cursorStep(0, message(7, 0))).toBe('next');
    expect(cursorStep(7, message(9, 7))).toBe('next');
  });

  it('calls a message that overtook an older one a gap, whatever its id', () => {
    expect(cursorStep(7, message(12, 9))).toBe('gap');
    expect(cursorStep(7, message(8, 3))).toBe('gap');
  });

  it('calls a message at or below the cursor seen, whatever it names', () => {
    expect(cursorStep(9, message(9, 7))).toBe('seen');
    expect(cursorStep(9, message(7, 3))).toBe('seen');
  });

  it('takes in order a frame without the chain (a server from before it)', () => {
    const { previousId: _, ...old } = message(9, 7);
    expect(cursorStep(7, old as Extract<ServerFrame, { type: 'message' }>)).toBe('next');
  });
});

/** A socket the test drives: what the client sends is kept, frames are pushed in by hand. */
function fakeSocket() {
  const sent: ClientFrame[] = [];
  const socket = {
    readyState: 1,
    send: (text: string) => sent.push(JSON.parse(text) as ClientFrame),
    close: (code = 1006) => {
      socket.readyState = 3;
      socket.onclose?.({ code });
    },
    onopen: null as null | (() => void),
    onclose: null as null | ((e: { code: number }) => void),
    onmessage: null as null | ((e: { data: string }) => void),
  };
  return { socket, sent, push: (f: ServerFrame) => socket.onmessage?.({ data: JSON.stringify(f) }) };
}

describe('the realtime client’s thread cursor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    vi.useFakeTimers();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const client = createRealtimeClient({
      url: () => 'ws://test/api/realtime',
      connect: () => {
        const s = fakeSocket();
        sockets.push(s);
        queueMicrotask(() => s.socket.onopen?.());
        return s.socket as unknown as WebSocket;
      },
    });
    const got: number[] = [];
    client.on((f) => {
      if (f.type === 'message') got.push(f.message.id);
    });
    client.start();
    const hello = (s: ReturnType<typeof fakeSocket>) =>
      s.push({ type: 'hello', userId: 'u', counts: { messages: 0, notifications: 0 } });
    hello(sockets[0]!);
    return { client, sockets, got, hello };
  }
  const subscribes = (sent: ClientFrame[]) => sent.filter((f) => f.type === 'subscribe');

  it('passes on messages along the chain once, and asks for a catch-up from the cursor at a gap', () => {
    const { client, sockets, got } = setUp();
    const s = sockets[0]!;
    client.follow(THREAD, 5);
    expect(subscribes(s.sent)).toEqual([{ type: 'subscribe', conversationId: THREAD, after: 5 }]);
    s.push({ type: 'subscribed', conversationId: THREAD });
    s.push(message(8, 5));
    s.push(message(8, 5)); // the same again: ignored
    // 11 was published before 10: nothing passed on, one catch-up asked from 8, not two.
    s.push(message(11, 10));
    s.push(message(12, 11));
    expect(got).toEqual([8]);
    expect(subscribes(s.sent).slice(1)).toEqual([{ type: 'subscribe', conversationId: THREAD, after: 8 }]);
    // The catch-up answers; the late live copy of 10 and the earlier live 11 are then seen.
    s.push({ type: 'subscribed', conversationId: THREAD });
    for (const f of [message(10, 8), message(11, 10), message(12, 11), message(10, 8), message(11, 10)]) {
      s.push(f);
    }
    expect(got).toEqual([8, 10, 11, 12]);
    // A later gap asks again, from the new cursor.
    s.push(message(20, 15));
    expect(subscribes(s.sent).at(-1)).toEqual({ type: 'subscribe', conversationId: THREAD, after: 12 });
    client.stop();
  });

  it('keeps its cursor before a gap when the socket drops, so the reconnect fetches the older message', async () => {
    const { client, sockets, got, hello } = setUp();
    client.follow(THREAD, 5);
    sockets[0]!.push(message(11, 10)); // 10 is still on its way when the socket drops
    sockets[0]!.socket.close();
    await vi.advanceTimersByTimeAsync(1000); // the first reconnect delay
    expect(sockets).toHaveLength(2);
    hello(sockets[1]!);
    expect(subscribes(sockets[1]!.sent)).toEqual([{ type: 'subscribe', conversationId: THREAD, after: 5 }]);
    sockets[1]!.push({ type: 'subscribed', conversationId: THREAD });
    sockets[1]!.push(message(10, 5));
    sockets[1]!.push(message(11, 10));
    expect(got).toEqual([10, 11]);
    client.stop();
  });

  it('does not reconnect after its session ended, and says so once', async () => {
    const { client, sockets } = setUp();
    let ended = 0;
    client.onSessionEnded(() => ended++);
    sockets[0]!.socket.close(SESSION_ENDED_CLOSE_CODE);
    expect(client.connected()).toBe(false);
    expect(ended).toBe(1);
    // Past every back-off step: no new socket.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    client.stop();
    // Signed in again: a new socket.
    client.start();
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('reconnects after any other close', async () => {
    const { client, sockets } = setUp();
    let ended = 0;
    client.onSessionEnded(() => ended++);
    sockets[0]!.socket.close(1008);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    expect(ended).toBe(0);
    client.stop();
  });
});
