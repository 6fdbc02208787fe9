import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/**
 * The request being served, if any: every log line written while it is served (by a route, a
 * service, the mailer, the database error handler) carries its id, whichever logger wrote it.
 */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'franchisio' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const reqId = requestContext.getStore()?.reqId;
      return reqId ? { reqId } : {};
    },
  });
}
