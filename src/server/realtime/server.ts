import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { REALTIME } from '../../shared/limits.ts';
import {
  type ClientFrame,
  REALTIME_PATH,
  SESSION_ENDED_CLOSE_CODE,
  type ServerFrame,
} from '../../shared/realtime.ts';
import type { Message } from '../../shared/schemas/conversations.ts';
import type { UnreadCounts } from '../../shared/schemas/notifications.ts';
import { type Auth, type IdentityRepository, type SessionEnv, sessionMiddleware } from '../auth/index.ts';
import type { Config } from '../config.ts';
import type { Lifecycle } from '../lib/lifecycle.ts';
import type { Logger } from '../lib/logger.ts';
import type { Metrics } from '../lib/metrics.ts';
import { isForeignOrigin } from '../lib/origin.ts';
import { isServedHost } from '../lib/served-hosts.ts';
import type { RealtimeBus } from './bus.ts';
import { createSessionCheck, frameBudget } from './guard.ts';
import { type Connection, createHub } from './hub.ts';

/** What the socket asks the conversations and notifications services (they own the rules). */
export interface RealtimeAccess {
  counts(userId: string): Promise<UnreadCounts>;
  /** Whether `userId` may follow the thread (a participant of it). */
  canFollow(userId: string, conversationId: string): Promise<boolean>;
  /** The thread's first `limit` messages after `after`, oldest first, for a reconnecting client's catch-up. */
  missed(
    userId: string,
    conversationId: string,
    after: number,
    limit: number,
  ): Promise<Omit<Message, 'mine'>[]>;
}

export interface RealtimeServerDeps {
  auth: Auth;
  identity: IdentityRepository;
  bus: RealtimeBus;
  access: RealtimeAccess;
  logger: Logger;
  lifecycle: Lifecycle;
  metrics: Metrics;
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT' | 'ALLOWED_HOSTS'>;
}

/**
 * The close code a draining instance's sockets get (1012 "service restart"): the client
 * reconnects after its first back-off step (1 s), through the proxy to an instance that
 * stays, and catches up.
 */
export const RESTART_CLOSE_CODE = 1012;
/** How long a draining instance waits for its sockets' closing handshakes before cutting them. */
const CLOSE_GRACE_MS = 2000;
/** Missed messages replayed on a subscribe; past this the client is told to reload the thread. */
const CATCH_UP_LIMIT = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Answers an upgrade request with a plain HTTP refusal and closes the socket. */
const REASONS: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};
function refuse(socket: Duplex, status: number, reason: string) {
  const body = JSON.stringify({ status, detail: reason });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n${status === 503 ? 'Retry-After: 1\r\n' : ''}` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The WebSocket at /api/realtime on the app's own HTTP server. The upgrade is checked like any
 * API request: a foreign Origin is refused (decision 0003), the session cookie must name a
 * signed-in user (the same session middleware as the API), and a user holds at most
 * REALTIME.maxConnectionsPerUser sockets. Then the socket receives its user's frames and those
 * of the threads it follows, which only a participant may follow.
 *
 * A socket lives only as long as its session: the bus's `sessionsEnded` (published wherever a
 * session is deleted, on any instance) closes it at once with SESSION_ENDED_CLOSE_CODE; every
 * frame it sends is checked against a live session first, and a sweep every
 * REALTIME.sessionCheckMs closes those whose session ended otherwise (expiry). Its frames are
 * handled one at a time, within a budget (guard.ts): a flood cannot take the database from the
 * API, and a socket past the budget is closed.
 */
export function attachRealtime(server: Server, deps: RealtimeServerDeps) {
  const { bus, access, logger, metrics } = deps;
  const hub = createHub();
  let draining: Promise<void> | null = null;
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
  const isLive = createSessionCheck(deps.identity);
  const endSession = (conn: Connection) => hub.drop(conn, SESSION_ENDED_CLOSE_CODE, 'session ended');
  /** Whether the socket may still be answered: open, and its session live (else it is closed). */
  async function authorised(conn: Connection): Promise<boolean> {
    if (conn.ws.readyState !== conn.ws.OPEN) return false;
    const live = await isLive(conn.sessionId);
    if (!live) endSession(conn);
    return live && conn.ws.readyState === conn.ws.OPEN;
  }
  let sweeping = false;
  const sweep = setInterval(() => {
    const conns = hub.connections();
    if (sweeping || conns.length === 0) return;
    sweeping = true;
    Promise.all(conns.map(authorised))
      .catch((err) => logger.warn({ err }, 'realtime: session sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, REALTIME.sessionCheckMs);
  sweep.unref();

  async function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
    if (new URL(url).pathname !== REALTIME_PATH) return; // another upgrade (e.g. Vite's), not ours
    socket.on('error', () => socket.destroy());
    if (draining) return refuse(socket, 503, 'This instance is restarting; connect again.');
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    if (!isServedHost(deps.config, header('host'))) {
      return refuse(socket, 421, 'This server does not answer for that host name.');
    }
    if (
      isForeignOrigin({ origin: header('origin'), fetchSite: header('sec-fetch-site'), config: deps.config })
    ) {
      return refuse(socket, 403, 'Connections from other sites are not accepted.');
    }
    let userId: string | undefined;
    let sessionId: string | undefined;
    try {
      const res = await whoami.request(url, { headers: { cookie: header('cookie') ?? '' } });
      const { user } = (await res.json()) as { user: { id: string; sessionId?: string } | null };
      userId = user?.id;
      sessionId = user?.sessionId;
    } catch (err) {
      logger.warn({ err }, 'realtime: session lookup failed');
    }
    if (!userId || !sessionId) return refuse(socket, 401, 'Sign in to connect.');
    // The session lookup took a moment: a drain may have begun meanwhile.
    if (draining) return refuse(socket, 503, 'This instance is restarting; connect again.');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = {
        userId: userId!,
        sessionId: sessionId!,
        ws,
        threads: new Set(),
        held: new Map(),
      };
      if (!hub.add(conn)) {
        ws.close(1008, 'too many connections');
        return;
      }
      metrics.realtimeConnections.inc();
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
      metrics.realtimeConnections.dec();
    });
    ws.on('error', () => ws.terminate());
    const budget = frameBudget();
    // One frame at a time: a flood waits on itself, it does not fill the database pool.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      if (ws.readyState !== ws.OPEN) return; // closing (its session ended, say): nothing more
      if (!budget.take()) return hub.drop(conn, 1008, 'too many frames');
      if (isBinary) return ws.close(1003, 'text frames only');
      let frame: ClientFrame;
      try {
        frame = JSON.parse(String(data)) as ClientFrame;
      } catch {
        return ws.close(1007, 'not JSON');
      }
      queue = queue
        .then(async () => {
          // Each frame waits for a turn of the event loop: the embedded database answers
          // within the same turn, so a chain of frames would otherwise keep requests waiting.
          await new Promise((r) => setImmediate(r));
          if (await authorised(conn)) await onFrame(conn, frame);
        })
        .catch((err) => logger.warn({ err }, 'realtime frame failed'));
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
    if (after === undefined) {
      hub.follow(conn, conversationId);
      return send({ type: 'subscribed', conversationId });
    }
    // Follow first, then read the missed messages: one written in between is held back and
    // sent after them (once), never lost and never ahead of older ones (hub.ts, `held`).
    const held = hub.hold(conn, conversationId);
    try {
      hub.follow(conn, conversationId);
      send({ type: 'subscribed', conversationId });
      const missed = await access.missed(conn.userId, conversationId, after, CATCH_UP_LIMIT);
      // A run from the cursor asked from: each message names the one before it, the first
      // names the cursor itself, so the client's chain continues through the catch-up.
      let previousId = after;
      for (const message of missed) {
        send({ type: 'message', conversationId, message, previousId });
        previousId = message.id;
        held.sent = Math.max(held.sent, message.id);
      }
      // More was missed than one catch-up replays: the client reloads the thread instead.
      if (missed.length >= CATCH_UP_LIMIT) send({ type: 'thread', conversationId });
    } finally {
      hub.release(conn, conversationId);
    }
  }

  /**
   * Closes every socket with the restart hint and refuses new ones; sockets that do not finish
   * the closing handshake in time are cut, so the HTTP server's close is not held up by them.
   */
  function drain() {
    draining ??= (async () => {
      const open = [...wss.clients];
      for (const ws of open) ws.close(RESTART_CLOSE_CODE, 'service restart');
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (open.some((ws) => ws.readyState !== ws.CLOSED) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
      }
      for (const ws of open) if (ws.readyState !== ws.CLOSED) ws.terminate();
    })();
    return draining;
  }
  deps.lifecycle.onDrain(drain);

  server.on('upgrade', (req, socket, head) => {
    onUpgrade(req, socket, head).catch((err) => {
      logger.warn({ err }, 'realtime upgrade failed');
      socket.destroy();
    });
  });

  return {
    stats: () => hub.stats(),
    /** Closes the sockets (with the restart hint, as a drain does) and stops delivering. */
    async close() {
      clearInterval(sweep);
      await drain();
      stopBus();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type RealtimeServer = ReturnType<typeof attachRealtime>;
