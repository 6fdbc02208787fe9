import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '../../shared/realtime.ts';
import type { Database } from '../db/client.ts';
import { coalescing } from '../lib/coalesce.ts';
import type { Logger } from '../lib/logger.ts';
import { listenOn } from '../lib/pg-listener.ts';

const CHANNEL = 'realtime';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Who a frame is for: the connections of some users, and/or the connections subscribed to a
 * thread. Services decide the audience (they know who may see what); the socket only delivers.
 */
export type Envelope = FrameEnvelope | SessionsEnded;

export interface FrameEnvelope {
  users?: string[];
  conversationId?: string;
  frame: ServerFrame;
}

/**
 * Sessions that ended (all of the user's when `sessionIds` is absent): every instance closes its
 * sockets on them at once (realtime/server.ts), which is why this travels on the same bus.
 */
export interface SessionsEnded {
  sessionsEnded: { userId: string; sessionIds?: string[] };
}

export function sessionsEnded(userId: string, sessionIds?: string[]): SessionsEnded {
  return { sessionsEnded: sessionIds ? { userId, sessionIds } : { userId } };
}

/**
 * Carries frames to every app instance's sockets. The publishing instance's own sockets get them
 * in process, at once; on PostgreSQL the other instances get them through LISTEN/NOTIFY on one
 * dedicated connection per instance (the pattern of lib/catalog-changes.ts). The embedded
 * database has one process, so there the frames go to every instance built on the same
 * database object, in process.
 */
export interface RealtimeBus {
  /** Delivers the envelopes to this instance's sockets at once, then to the other instances'. */
  publish(...envelopes: Envelope[]): Promise<void>;
  subscribe(listener: (envelope: Envelope) => void): () => void;
  close(): Promise<void>;
}

/** One notification: the envelopes of one or more publishes, and the instance they come from. */
interface Notice {
  from: string;
  envelopes: Envelope[];
}

/** Instances sharing one embedded database share its in-process listeners. */
const inProcess = new WeakMap<object, Set<(e: Envelope) => void>>();

/**
 * The envelope as it travels in a notification. A message too long for one is replaced by a
 * `thread` frame: its subscribers on other instances fetch what they have not seen (the catch-up
 * path a reconnect uses). Null when even that does not fit.
 */
function fitted(envelope: Envelope): string | null {
  let text = JSON.stringify(envelope);
  if (
    Buffer.byteLength(text) > MAX_PAYLOAD_BYTES &&
    'frame' in envelope &&
    envelope.frame.type === 'message'
  ) {
    text = JSON.stringify({
      ...envelope,
      frame: { type: 'thread', conversationId: envelope.frame.conversationId },
    } satisfies Envelope);
  }
  return Buffer.byteLength(text) > MAX_PAYLOAD_BYTES ? null : text;
}

export async function createRealtimeBus(database: Database, logger: Logger): Promise<RealtimeBus> {
  const own = new Set<(e: Envelope) => void>();
  const deliver = (envelope: Envelope) => {
    for (const l of own) {
      try {
        l(envelope);
      } catch (err) {
        logger.warn({ err }, 'realtime listener failed');
      }
    }
  };
  const subscribe = (listener: (e: Envelope) => void) => {
    own.add(listener);
    return () => {
      own.delete(listener);
    };
  };

  if (database.driver.engine !== 'postgres') {
    const key = database.db as object;
    const shared = inProcess.get(key) ?? new Set<(e: Envelope) => void>();
    inProcess.set(key, shared);
    shared.add(deliver);
    return {
      async publish(...envelopes) {
        for (const e of envelopes) for (const d of shared) d(e);
      },
      subscribe,
      async close() {
        shared.delete(deliver);
        own.clear();
      },
    };
  }

  const { pool, url } = database.driver;
  // This instance's sockets get its frames straight from `publish`; its own notifications,
  // which come back on its LISTEN connection too, are skipped by this id.
  const self = randomUUID();
  const listener = await listenOn({
    url,
    channel: CHANNEL,
    name: 'realtime listener',
    logger,
    onNotification(payload) {
      if (!payload) return;
      try {
        const notice = JSON.parse(payload) as Notice;
        if (notice.from === self) return;
        for (const e of notice.envelopes) deliver(e);
      } catch (err) {
        logger.warn({ err }, 'unreadable realtime notification');
      }
    },
  });

  /**
   * Envelopes published while a notification is in flight share the next one (one round trip
   * for many frames under load), in the order they were published: as many envelopes per
   * notification as fit, all notifications in one statement.
   */
  const notify = coalescing<string>(async (texts) => {
    const head = `{"from":"${self}","envelopes":[`;
    const payloads: string[] = [];
    let parts: string[] = [];
    let bytes = 0;
    for (const text of texts) {
      const size = Buffer.byteLength(text) + 1;
      if (parts.length > 0 && Buffer.byteLength(head) + bytes + size + 2 > MAX_PAYLOAD_BYTES) {
        payloads.push(`${head}${parts.join(',')}]}`);
        parts = [];
        bytes = 0;
      }
      parts.push(text);
      bytes += size;
    }
    if (parts.length > 0) payloads.push(`${head}${parts.join(',')}]}`);
    await pool.query('select pg_notify($1, p) from unnest($2::text[]) as t(p)', [CHANNEL, payloads]);
  });

  return {
    async publish(...envelopes) {
      for (const e of envelopes) deliver(e);
      const texts: string[] = [];
      for (const e of envelopes) {
        const text = fitted(e);
        if (text === null)
          logger.warn(
            { type: 'frame' in e ? e.frame.type : 'sessionsEnded' },
            'realtime frame too large to publish',
          );
        else texts.push(text);
      }
      await Promise.all(texts.map(notify));
    },
    subscribe,
    async close() {
      own.clear();
      await listener.close();
    },
  };
}
