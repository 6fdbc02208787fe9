/**
 * Whether an error means the database cannot be reached right now (refused or dropped
 * connections, a server shutting down or out of connection slots, a closed embedded database),
 * as opposed to a query that failed. Drizzle wraps driver errors: the whole cause chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database was dropped or renamed under us
]);
/**
 * 55000 (object_not_in_prerequisite_state) also means "this row is in the wrong state" for
 * ordinary queries: only its connection-refusal text says the database is unavailable.
 */
const NOT_ACCEPTING_CONNECTIONS = /is not currently accepting connections|does not allow connections/i;
const UNAVAILABLE_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|database .* does not allow connections|PGlite is closed|the database system is (?:starting up|shutting down)|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    // Class 08: every connection exception (PostgreSQL's and the driver's).
    if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === '55000' && typeof message === 'string' && NOT_ACCEPTING_CONNECTIONS.test(message))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The error's first code or message, for one log line (no stack). */
export function databaseErrorSummary(err: unknown): string {
  for (let e = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
    if (e instanceof AggregateError && e.errors[0]) return databaseErrorSummary(e.errors[0]);
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs `work` (opening and migrating the database at start-up) again while the database cannot
 * be reached, waiting 1, 2, 4 … up to 10 seconds between tries, for `giveUpAfterMs` in all; each
 * wait is one log line. Any other error, or the last one, is thrown.
 */
export async function retryWhileDatabaseUnavailable<T>(
  work: () => Promise<T>,
  options: { onWait: (line: string) => void; giveUpAfterMs?: number; firstDelayMs?: number },
): Promise<T> {
  const started = Date.now();
  const giveUpAfterMs = options.giveUpAfterMs ?? 120_000;
  let delay = options.firstDelayMs ?? 1_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const waited = Date.now() - started;
      if (!isDatabaseUnavailable(err) || waited + delay > giveUpAfterMs) throw err;
      options.onWait(
        `The database is not reachable (${databaseErrorSummary(err)}); trying again in ${Math.round(delay / 1000)} s (attempt ${attempt}, giving up after ${Math.round(giveUpAfterMs / 1000)} s).`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 10_000);
    }
  }
}
