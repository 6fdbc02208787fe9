import type { WebSocket } from 'ws';
import { REALTIME } from '../../shared/limits.ts';
import { SESSION_ENDED_CLOSE_CODE, type ServerFrame } from '../../shared/realtime.ts';
import type { Envelope } from './bus.ts';

/** One open socket: whose it is, on which session, and which threads it follows. */
export interface Connection {
  userId: string;
  sessionId: string;
  ws: WebSocket;
  threads: Set<string>;
  /**
   * Threads whose catch-up is being read for this socket. Their live frames wait here until it
   * has been sent, so the socket gets a thread's messages in id order: a client moves its cursor
   * to the newest id it has, and a live message overtaking the catch-up would move it past
   * messages still on their way (lost if the socket drops then).
   */
  held: Map<string, HeldFrames>;
}

/** Live frames of a thread kept back while `readers` catch-ups of it are being read. */
export interface HeldFrames {
  frames: { frame: ServerFrame; data: Buffer }[];
  readers: number;
  /** The newest message id a catch-up sent: held copies of it or older ones are dropped. */
  sent: number;
}

/**
 * This instance's open sockets, by user and by thread, and delivery to them. A socket that
 * cannot keep up (more than REALTIME.maxBufferedBytes waiting) is closed rather than allowed to
 * grow the server's memory; its client reconnects and catches up from its cursor.
 */
export function createHub() {
  const byUser = new Map<string, Set<Connection>>();
  const byThread = new Map<string, Set<Connection>>();
  let dropped = 0;

  /** Sends a frame, or one already serialized (a text frame's bytes, shared by its sockets). */
  function send(conn: Connection, frame: ServerFrame | Buffer) {
    const ws = conn.ws;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > REALTIME.maxBufferedBytes) {
      dropped++;
      // 1013 "try again later": the client reconnects after its back-off and catches up.
      ws.close(1013, 'too slow');
      return;
    }
    if (Buffer.isBuffer(frame)) ws.send(frame, { binary: false });
    else ws.send(JSON.stringify(frame));
  }

  return {
    send,
    /** Registers a socket, or refuses it (false) when its user already holds the maximum. */
    add(conn: Connection): boolean {
      const mine = byUser.get(conn.userId) ?? new Set<Connection>();
      byUser.set(conn.userId, mine);
      if (mine.size >= REALTIME.maxConnectionsPerUser) return false;
      mine.add(conn);
      return true;
    },
    remove(conn: Connection) {
      byUser.get(conn.userId)?.delete(conn);
      if (byUser.get(conn.userId)?.size === 0) byUser.delete(conn.userId);
      for (const id of conn.threads) this.unfollow(conn, id);
    },
    follow(conn: Connection, conversationId: string) {
      conn.threads.add(conversationId);
      const set = byThread.get(conversationId) ?? new Set<Connection>();
      byThread.set(conversationId, set);
      set.add(conn);
    },
    unfollow(conn: Connection, conversationId: string) {
      conn.threads.delete(conversationId);
      const set = byThread.get(conversationId);
      set?.delete(conn);
      if (set?.size === 0) byThread.delete(conversationId);
    },
    /**
     * Stops delivering to the socket at once (nothing more reaches it, not even frames already
     * queued for it) and closes it with `code`.
     */
    drop(conn: Connection, code: number, reason: string) {
      this.remove(conn);
      conn.held.clear();
      if (conn.ws.readyState === conn.ws.OPEN || conn.ws.readyState === conn.ws.CONNECTING) {
        conn.ws.close(code, reason);
      }
    },
    /** Every socket of this instance. */
    connections(): Connection[] {
      return [...byUser.values()].flatMap((set) => [...set]);
    },
    /**
     * Delivers one published frame to the sockets it is for, each once, serialized and encoded
     * once; or closes the sockets of sessions that ended.
     */
    deliver(envelope: Envelope) {
      if ('sessionsEnded' in envelope) {
        const { userId, sessionIds } = envelope.sessionsEnded;
        for (const c of [...(byUser.get(userId) ?? [])]) {
          if (!sessionIds || sessionIds.includes(c.sessionId)) {
            this.drop(c, SESSION_ENDED_CLOSE_CODE, 'session ended');
          }
        }
        return;
      }
      const targets = new Set<Connection>();
      for (const u of envelope.users ?? []) for (const c of byUser.get(u) ?? []) targets.add(c);
      if (envelope.conversationId) {
        for (const c of byThread.get(envelope.conversationId) ?? []) targets.add(c);
      }
      if (targets.size === 0) return;
      const data = Buffer.from(JSON.stringify(envelope.frame));
      for (const c of targets) {
        const held = envelope.conversationId ? c.held.get(envelope.conversationId) : undefined;
        if (held) held.frames.push({ frame: envelope.frame, data });
        else send(c, data);
      }
    },
    /** Holds the thread's live frames for this socket while a catch-up is read (see `held`). */
    hold(conn: Connection, conversationId: string): HeldFrames {
      const held = conn.held.get(conversationId) ?? { frames: [], readers: 0, sent: 0 };
      held.readers++;
      conn.held.set(conversationId, held);
      return held;
    },
    /** Ends one catch-up; after the last, sends the held frames the catch-ups did not already send. */
    release(conn: Connection, conversationId: string) {
      const held = conn.held.get(conversationId);
      if (!held || --held.readers > 0) return;
      conn.held.delete(conversationId);
      for (const { frame, data } of held.frames) {
        if (frame.type === 'message' && frame.message.id <= held.sent) continue;
        send(conn, data);
      }
    },
    stats() {
      let connections = 0;
      for (const s of byUser.values()) connections += s.size;
      return { connections, users: byUser.size, threads: byThread.size, dropped };
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
