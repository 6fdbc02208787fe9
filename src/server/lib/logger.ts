import pino from 'pino';
import { requestContext } from './request-context.ts';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'franchisio' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Every line written while a request is served (by a route, a service, the mailer, the
    // database error handler) carries its id, whichever logger wrote it.
    mixin: () => {
      const reqId = requestContext.getStore()?.reqId;
      return reqId ? { reqId } : {};
    },
  });
}
