import pg from 'pg';
import type { ServerFrame } from '../../shared/realtime.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';

const CHANNEL = 'realtime';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Who a frame is for: the connections of some users, and/or the connections subscribed to a
 * thread. Services decide the audience (they know who may see what); the socket only delivers.
 */
export interface Envelope {
  users?: string[];
  conversationId?: string;
  frame: ServerFrame;
}

/**
 * Carries frames to every app instance's sockets. On PostgreSQL through LISTEN/NOTIFY on one
 * dedicated connection per instance (the pattern of lib/catalog-changes.ts); the embedded
 * database has one process, so there the frames go to every instance built on the same
 * database object, in process.
 */
export interface RealtimeBus {
  publish(envelope: Envelope): Promise<void>;
  subscribe(listener: (envelope: Envelope) => void): () => void;
  close(): Promise<void>;
}

/** Instances sharing one embedded database share its in-process listeners. */
const inProcess = new WeakMap<object, Set<(e: Envelope) => void>>();

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

  if (database.driver.engine !== 'postgres') {
    const key = database.db as object;
    const shared = inProcess.get(key) ?? new Set<(e: Envelope) => void>();
    inProcess.set(key, shared);
    shared.add(deliver);
    return {
      async publish(envelope) {
        for (const d of shared) d(envelope);
      },
      subscribe(listener) {
        own.add(listener);
        return () => own.delete(listener);
      },
      async close() {
        shared.delete(deliver);
        own.clear();
      },
    };
  }

  const { pool, url } = database.driver;
  const client = new pg.Client({ connectionString: url });
  client.on('error', (err) => logger.warn({ err }, 'realtime listener lost its connection'));
  client.on('notification', (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      deliver(JSON.parse(msg.payload) as Envelope);
    } catch (err) {
      logger.warn({ err }, 'unreadable realtime notification');
    }
  });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(envelope) {
      let payload = JSON.stringify(envelope);
      // A long message does not fit a notification: its subscribers are told the thread moved
      // and fetch what they have not seen (the catch-up path a reconnect uses).
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && envelope.frame.type === 'message') {
        payload = JSON.stringify({
          ...envelope,
          frame: { type: 'thread', conversationId: envelope.frame.conversationId },
        } satisfies Envelope);
      }
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        logger.warn({ type: envelope.frame.type }, 'realtime frame too large to publish');
        return;
      }
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(listener) {
      own.add(listener);
      return () => own.delete(listener);
    },
    async close() {
      own.clear();
      await client.end().catch(() => {});
    },
  };
}
