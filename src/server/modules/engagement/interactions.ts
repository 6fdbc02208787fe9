import { isbot } from 'isbot';
import type { InteractionType } from '../../../shared/enums.ts';
import { REPEAT_INTERACTION_WINDOW_SECONDS } from '../../../shared/limits.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { createEngagementRepository } from './repository.ts';

/** Acts a person repeats without meaning more by it: counted once per window (trending, segments). */
const COUNTED_ONCE_PER_WINDOW: ReadonlySet<InteractionType> = new Set(['view', 'click']);

export interface InteractionRecorder {
  /**
   * Spec §3 and §8: recorded for signed-in users only; a failure is logged and never reaches
   * the caller, so tracking can never break a page or an action. `request` is given where an
   * HTTP request caused the act: a crawler's user agent (or none) is not counted. A view or a
   * click repeated within REPEAT_INTERACTION_WINDOW_SECONDS is not counted again.
   */
  record(
    user: SessionUser | null,
    type: InteractionType,
    entityType: string,
    entityId: string,
    metadata?: Record<string, unknown>,
    request?: { userAgent: string | undefined },
  ): Promise<boolean>;
}

export function createInteractionRecorder(db: Db, logger: Logger): InteractionRecorder {
  const repo = createEngagementRepository(db);
  return {
    async record(user, type, entityType, entityId, metadata = {}, request) {
      if (!user) return false;
      if (request && (!request.userAgent || isbot(request.userAgent))) return false;
      try {
        const values = { userId: user.id, interactionType: type, entityType, entityId, metadata };
        if (COUNTED_ONCE_PER_WINDOW.has(type)) {
          return await repo.insertInteractionUnlessRecent(values, REPEAT_INTERACTION_WINDOW_SECONDS);
        }
        await repo.insertInteraction(values);
        return true;
      } catch (err) {
        logger.warn({ err, type, entityType, entityId }, 'interaction not recorded');
        return false;
      }
    },
  };
}
