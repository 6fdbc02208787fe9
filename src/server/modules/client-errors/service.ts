import type { ClientErrorInput } from '../../../shared/schemas/client-errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import { createClientErrorsRepository } from './repository.ts';

/** A browser stuck in an error loop must not fill the table: 20 reports per 10 minutes per address. */
export const CLIENT_ERROR_RATE_RULE: RateRule = {
  name: 'client-errors:ip',
  limit: 20,
  windowSeconds: 600,
  message: 'Too many error reports from this address. Please try again later.',
};

export function createClientErrorsService({ database, rateLimiter, logger }: AppDeps) {
  const repo = createClientErrorsRepository(database.db);
  return {
    /** Stores an error report from the web app and logs it, so the team is notified. */
    async report(
      input: ClientErrorInput,
      sender: { ip: string; userId: string | null; userAgent: string | undefined },
    ): Promise<void> {
      await rateLimiter.hit(CLIENT_ERROR_RATE_RULE, sender.ip);
      await repo.insert({
        errorId: input.errorId,
        kind: input.kind,
        message: input.message,
        stack: input.stack ?? null,
        componentStack: input.componentStack ?? null,
        url: input.url,
        userAgent: sender.userAgent?.slice(0, 512) ?? null,
        userId: sender.userId,
        ip: sender.ip,
      });
      logger.warn(
        { errorId: input.errorId, kind: input.kind, url: input.url, message: input.message },
        'client error reported',
      );
    },
  };
}
