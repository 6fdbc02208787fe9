import type { ClientErrorInput } from '../../../shared/schemas/client-errors.ts';
import type { CoreDeps } from '../../app-deps.ts';
import { createClientErrorsRepository } from './repository.ts';

export function createClientErrorsService({ database, logger }: CoreDeps) {
  const repo = createClientErrorsRepository(database.db);
  return {
    /** Stores an error report from the web app and logs it, so the team is notified. */
    async report(
      input: ClientErrorInput,
      sender: { ip: string; userId: string | null; userAgent: string | undefined },
    ): Promise<void> {
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

export type ClientErrorsService = ReturnType<typeof createClientErrorsService>;
