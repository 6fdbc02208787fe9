import type { WebSocket } from 'ws';
import { REALTIME } from '../../shared/limits.ts';
import type { ServerFrame } from '../../shared/realtime.ts';
import type { Envelope } from './bus.ts';

/** One open socket: whose it is and which threads it follows. */
export interface Connection {
  userId: string;
  ws: WebSocket;
  threads: Set<string>;
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

  function send(conn: Connection, frame: ServerFrame | string) {
    const ws = conn.ws;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > REALTIME.maxBufferedBytes) {
      dropped++;
      // 1013 "try again later": the client reconnects after its back-off and catches up.
      ws.close(1013, 'too slow');
      return;
    }
    ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
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
    /** Delivers one published frame to the sockets it is for, each once, serialized once. */
    deliver(envelope: Envelope) {
      const targets = new Set<Connection>();
      for (const u of envelope.users ?? []) for (const c of byUser.get(u) ?? []) targets.add(c);
      if (envelope.conversationId) {
        for (const c of byThread.get(envelope.conversationId) ?? []) targets.add(c);
      }
      if (targets.size === 0) return;
      const text = JSON.stringify(envelope.frame);
      for (const c of targets) send(c, text);
    },
    stats() {
      let connections = 0;
      for (const s of byUser.values()) connections += s.size;
      return { connections, users: byUser.size, threads: byThread.size, dropped };
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
