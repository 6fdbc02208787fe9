import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { InteractionType } from '../../../shared/enums.ts';
import { REPEAT_INTERACTION_WINDOW_SECONDS } from '../../../shared/limits.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { createEngagementRepository } from './repository.ts';

/** Acts a person repeats without meaning more by it: counted once per window (trending, segments). */
const COUNTED_ONCE_PER_WINDOW: ReadonlySet<InteractionType> = new Set(['view', 'click']);

/** What a request tells of its sender, for an anonymous visitor's act. Nothing of it is stored. */
export interface VisitorSignals {
  /** The client address (resolveClientIp): hashed with the day's salt, never stored. */
  address: string;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
  /** `Sec-Fetch-Site`, which browsers set themselves on every request of a page's script. */
  fetchSite: string | undefined;
}

/**
 * A person's browser, as far as a request can tell: a user agent that is not a crawler's or a
 * headless browser's (the `isbot` list), and the headers every browser sends with a page's own
 * request (a language, and `Sec-Fetch-Site: same-origin`) that scripts and crawlers leave out.
 */
export function looksLikeAPersonsBrowser(s: Omit<VisitorSignals, 'address'>): boolean {
  if (!s.userAgent || isbot(s.userAgent)) return false;
  return !!s.acceptLanguage?.trim() && s.fetchSite === 'same-origin';
}

export interface InteractionRecorder {
  /**
   * Spec §3 and §8: recorded for signed-in users only; a failure is logged and never reaches
   * the caller, so tracking can never break a page or an action. `request` is given where an
   * HTTP request caused the act: a crawler's user agent (or none) is not counted. A view or a
   * click repeated within REPEAT_INTERACTION_WINDOW_SECONDS is not counted again. A counted view
   * or click (not a compare) is also added to the item's daily count.
   */
  record(
    user: SessionUser | null,
    type: InteractionType,
    entityType: string,
    entityId: string,
    metadata?: Record<string, unknown>,
    request?: { userAgent: string | undefined },
  ): Promise<boolean>;
  /**
   * A visitor who is not signed in viewed or clicked a listed franchise: added to its daily
   * count only, so the franchisor's statistics count every person and keep nobody. Not counted:
   * a request that does not look like a person's browser, a franchise that is not listed, and
   * the same visitor's same act on the same item within the repeat window, where the visitor is
   * known only by a hash of the day's salt, the address and the user agent. False when not counted.
   */
  recordAnonymous(
    type: 'view' | 'click',
    entityType: string,
    entityId: string,
    signals: VisitorSignals,
  ): Promise<boolean>;
}

const countOf = (type: InteractionType, metadata: Record<string, unknown>) =>
  type === 'view' ? 'views' : type === 'click' && metadata.action !== 'compare' ? 'clicks' : null;

export function createInteractionRecorder(db: Db, logger: Logger): InteractionRecorder {
  const repo = createEngagementRepository(db);
  let salt: { day: string; salt: string } | null = null;

  async function saltOfToday() {
    const day = new Date().toISOString().slice(0, 10);
    if (salt?.day !== day) {
      salt = await repo.saltOfToday(randomBytes(32).toString('base64url'), REPEAT_INTERACTION_WINDOW_SECONDS);
    }
    return salt.salt;
  }

  return {
    async record(user, type, entityType, entityId, metadata = {}, request) {
      if (!user) return false;
      if (request && (!request.userAgent || isbot(request.userAgent))) return false;
      try {
        const values = { userId: user.id, interactionType: type, entityType, entityId, metadata };
        if (COUNTED_ONCE_PER_WINDOW.has(type)) {
          const recorded = await repo.insertInteractionUnlessRecent(
            values,
            REPEAT_INTERACTION_WINDOW_SECONDS,
          );
          const count = countOf(type, metadata);
          if (recorded && count) await repo.addToCount(entityType, entityId, count);
          return recorded;
        }
        await repo.insertInteraction(values);
        return true;
      } catch (err) {
        logger.warn({ err, type, entityType, entityId }, 'interaction not recorded');
        return false;
      }
    },

    async recordAnonymous(type, entityType, entityId, signals) {
      if (!looksLikeAPersonsBrowser(signals)) return false;
      try {
        if (entityType !== 'franchise' || !(await repo.listedIds([entityId])).has(entityId)) return false;
        const hash = createHash('sha256')
          .update(
            [await saltOfToday(), signals.address, signals.userAgent, type, entityType, entityId].join('\n'),
          )
          .digest('base64url');
        if (!(await repo.markUnlessRecent(hash, REPEAT_INTERACTION_WINDOW_SECONDS))) return false;
        await repo.addToCount(entityType, entityId, type === 'view' ? 'views' : 'clicks');
        return true;
      } catch (err) {
        logger.warn({ err, type, entityType, entityId }, 'anonymous interaction not counted');
        return false;
      }
    },
  };
}
