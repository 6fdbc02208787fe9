import { REALTIME } from '../../shared/limits.ts';
import type { IdentityRepository } from '../auth/index.ts';
import { SESSION_ABSOLUTE_MAX_MS } from '../auth/index.ts';
import { coalescing } from '../lib/coalesce.ts';

/**
 * Whether a socket's session is still live, for every frame it sends and for the periodic
 * sweep. Checks asked while a query runs share the next one, so a busy instance pays one query
 * per round trip, not one per frame.
 */
export function createSessionCheck(identity: Pick<IdentityRepository, 'liveSessionIds'>) {
  const run = coalescing<{ sessionId: string; live: boolean }>(async (items) => {
    const live = await identity.liveSessionIds(
      [...new Set(items.map((i) => i.sessionId))],
      SESSION_ABSOLUTE_MAX_MS,
    );
    for (const item of items) item.live = live.has(item.sessionId);
  });
  return async (sessionId: string): Promise<boolean> => {
    const item = { sessionId, live: false };
    await run(item);
    return item.live;
  };
}

/**
 * A socket's frame budget: REALTIME.frameBurst frames at once, refilled at
 * REALTIME.framesPerSecond. `take` is false once the client has sent more than that.
 */
export function frameBudget(now: () => number = Date.now) {
  let tokens: number = REALTIME.frameBurst;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(REALTIME.frameBurst, tokens + ((t - at) / 1000) * REALTIME.framesPerSecond);
      at = t;
      if (tokens < 1) return false;
      tokens--;
      return true;
    },
  };
}
