import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { REALTIME } from '../../shared/limits.ts';
import { type ClientFrame, REALTIME_PATH, type ServerFrame } from '../../shared/realtime.ts';
import type { Message } from '../../shared/schemas/conversations.ts';
import type { UnreadCounts } from '../../shared/schemas/notifications.ts';
import { type Auth, type IdentityRepository, type SessionEnv, sessionMiddleware } from '../auth/index.ts';
import type { Logger } from '../lib/logger.ts';
import { isForeignOrigin } from '../lib/origin.ts';
import type { RealtimeBus } from './bus.ts';
import { type Connection, createHub } from './hub.ts';

/** What the socket asks the conversations and notifications services (they own the rules). */
export interface RealtimeAccess {
  counts(userId: string): Promise<UnreadCounts>;
  /** Whether `userId` may follow the thread (a participant of it). */
  canFollow(userId: string, conversationId: string): Promise<boolean>;
  /** The thread's messages after `after` (at most a page), for a reconnecting client's catch-up. */
  missed(userId: string, conversationId: string, after: number): Promise<Omit<Message, 'mine'>[]>;
}

export interface RealtimeServerDeps {
  auth: Auth;
  identity: IdentityRepository;
  bus: RealtimeBus;
  access: RealtimeAccess;
  logger: Logger;
  publicOrigin?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Answers an upgrade request with a plain HTTP refusal and closes the socket. */
function refuse(socket: Duplex, status: number, reason: string) {
  const body = JSON.stringify({ status, detail: reason });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Too Many Requests'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The WebSocket at /api/realtime on the app's own HTTP server. The upgrade is checked like any
 * API request: a foreign Origin is refused (decision 0003), the session cookie must name a
 * signed-in user (the same session middleware as the API), and a user holds at most
 * REALTIME.maxConnectionsPerUser sockets. Then the socket receives its user's frames and those
 * of the threads it follows, which only a participant may follow.
 */
export function attachRealtime(server: Server, deps: RealtimeServerDeps) {
  const { bus, access, logger } = deps;
  const hub = createHub();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: REALTIME.maxIncomingBytes,
    perMessageDeflate: false,
  });
  // The API's own session reading, so a socket is signed in exactly when a request would be.
  const whoami = new Hono<SessionEnv>()
    .use('*', sessionMiddleware(deps))
    .get('*', (c) => c.json({ user: c.var.user }));

  const stopBus = bus.subscribe((envelope) => hub.deliver(envelope));

  async function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
    if (new URL(url).pathname !== REALTIME_PATH) return; // another upgrade (e.g. Vite's), not ours
    socket.on('error', () => socket.destroy());
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    if (
      isForeignOrigin({
        origin: header('origin'),
        fetchSite: header('sec-fetch-site'),
        requestUrl: url,
        publicOrigin: deps.publicOrigin,
      })
    ) {
      return refuse(socket, 403, 'Connections from other sites are not accepted.');
    }
    let userId: string | undefined;
    try {
      const res = await whoami.request(url, { headers: { cookie: header('cookie') ?? '' } });
      userId = ((await res.json()) as { user: { id: string } | null }).user?.id;
    } catch (err) {
      logger.warn({ err }, 'realtime: session lookup failed');
    }
    if (!userId) return refuse(socket, 401, 'Sign in to connect.');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = { userId: userId!, ws, threads: new Set() };
      if (!hub.add(conn)) {
        ws.close(1008, 'too many connections');
        return;
      }
      void open(conn);
    });
  }

  async function open(conn: Connection) {
    const { ws } = conn;
    let alive = true;
    ws.on('pong', () => {
      alive = true;
    });
    // Protocol pings every heartbeat; a socket that did not answer the last one is gone.
    const beat = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, REALTIME.heartbeatMs);
    ws.on('close', () => {
      clearInterval(beat);
      hub.remove(conn);
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      if (isBinary) return ws.close(1003, 'text frames only');
      let frame: ClientFrame;
      try {
        frame = JSON.parse(String(data)) as ClientFrame;
      } catch {
        return ws.close(1007, 'not JSON');
      }
      void onFrame(conn, frame).catch((err) => logger.warn({ err }, 'realtime frame failed'));
    });
    try {
      hub.send(conn, { type: 'hello', userId: conn.userId, counts: await access.counts(conn.userId) });
    } catch (err) {
      logger.warn({ err }, 'realtime: counts failed');
    }
  }

  async function onFrame(conn: Connection, frame: ClientFrame) {
    const send = (f: ServerFrame) => hub.send(conn, f);
    if (frame?.type === 'ping') return send({ type: 'pong' });
    if (frame?.type === 'unsubscribe' && typeof frame.conversationId === 'string') {
      return hub.unfollow(conn, frame.conversationId);
    }
    if (frame?.type !== 'subscribe') return;
    const { conversationId } = frame;
    const after = Number.isSafeInteger(frame.after) && (frame.after as number) >= 0 ? frame.after : undefined;
    if (typeof conversationId !== 'string' || !UUID.test(conversationId)) {
      return send({
        type: 'refused',
        conversationId: String(conversationId).slice(0, 64),
        code: 'not_found',
      });
    }
    if (!conn.threads.has(conversationId) && conn.threads.size >= REALTIME.maxSubscriptionsPerConnection) {
      return send({ type: 'refused', conversationId, code: 'too_many' });
    }
    if (!(await access.canFollow(conn.userId, conversationId))) {
      return send({ type: 'refused', conversationId, code: 'not_found' });
    }
    if (conn.ws.readyState !== conn.ws.OPEN) return; // closed while we asked
    // Follow first, then read the missed messages: one written in between arrives twice at
    // worst (the client keeps messages by id), never not at all.
    hub.follow(conn, conversationId);
    send({ type: 'subscribed', conversationId });
    if (after === undefined) return;
    for (const message of await access.missed(conn.userId, conversationId, after)) {
      send({ type: 'message', conversationId, message });
    }
  }

  server.on('upgrade', (req, socket, head) => {
    onUpgrade(req, socket, head).catch((err) => {
      logger.warn({ err }, 'realtime upgrade failed');
      socket.destroy();
    });
  });

  return {
    stats: () => hub.stats(),
    async close() {
      stopBus();
      for (const ws of wss.clients) ws.close(1001, 'server stopping');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type RealtimeServer = ReturnType<typeof attachRealtime>;
