import type { InteractionType } from '../../../shared/enums.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { createEngagementRepository } from './repository.ts';

export interface InteractionRecorder {
  /**
   * Spec §3 and §8: recorded for signed-in users only; a failure is logged and never reaches
   * the caller, so tracking can never break a page or an action.
   */
  record(
    user: SessionUser | null,
    type: InteractionType,
    entityType: string,
    entityId: string,
    metadata?: Record<string, unknown>,
  ): Promise<boolean>;
}

export function createInteractionRecorder(db: Db, logger: Logger): InteractionRecorder {
  const repo = createEngagementRepository(db);
  return {
    async record(user, type, entityType, entityId, metadata = {}) {
      if (!user) return false;
      try {
        await repo.insertInteraction({
          userId: user.id,
          interactionType: type,
          entityType,
          entityId,
          metadata,
        });
        return true;
      } catch (err) {
        logger.warn({ err, type, entityType, entityId }, 'interaction not recorded');
        return false;
      }
    },
  };
}
