import pg from 'pg';
import type { Logger } from './logger.ts';

/** Waits before the reconnects after a lost connection: the first at once-ish, then doubling up to the cap. */
export const LISTEN_RECONNECT_MS = { first: 100, max: 5_000 } as const;

export interface PgListener {
  close(): Promise<void>;
}

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel, and keeps listening: when the
 * connection is lost (a restart, a failover, pg_terminate_backend) it reconnects with growing
 * waits and LISTENs again. A dropped LISTEN connection otherwise stays silent: notifications
 * from other instances would stop without any error on the publishing side.
 */
export async function listenOn(options: {
  url: string;
  channel: string;
  /** Names the connection in the logs, e.g. `realtime listener`. */
  name: string;
  logger: Logger;
  onNotification(payload: string | undefined): void;
}): Promise<PgListener> {
  const { url, channel, name, logger, onNotification } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onNotification(msg.payload);
    });
    // A lost connection reports an error and/or ends; either way one reconnect is scheduled.
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || closed) return;
      lost = true;
      logger.warn({ err }, `${name} lost its connection; reconnecting`);
      next.end().catch(() => {});
      schedule(LISTEN_RECONNECT_MS.first);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      lost = true;
      next.end().catch(() => {});
      throw err;
    }
    client = next;
  }

  function schedule(waitMs: number) {
    if (closed) return;
    retry = setTimeout(async () => {
      retry = null;
      try {
        await connect();
        logger.info(`${name} listening again`);
      } catch (err) {
        const nextWait = Math.min(waitMs * 2, LISTEN_RECONNECT_MS.max);
        logger.warn({ err, retryInMs: nextWait }, `${name} could not reconnect`);
        schedule(nextWait);
      }
    }, waitMs);
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
