import type { Db } from '../db/client.ts';
import { tooManyRequests } from './problem.ts';
import { countHit, readHits } from './rate-limit-repository.ts';

export interface RateRule {
  /** What is limited, e.g. "contact:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  message?: string;
}

/**
 * Counts one attempt against `rule` for `subject` and throws 429 past the limit. The counter
 * lives in the database (rate-limit-repository.ts).
 */
export function createRateLimiter(db: Db) {
  return {
    async hit(rule: RateRule, subject: string): Promise<{ remaining: number; resetAt: Date }> {
      const { count, resetAt } = await countHit(db, `${rule.name}:${subject}`, rule.windowSeconds);
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
        throw tooManyRequests(
          rule.message ?? `Too many attempts. Please try again in ${retryAfter} seconds.`,
          retryAfter,
        );
      }
      return { remaining: rule.limit - count, resetAt };
    },
    /** Whether `subject` has a hit on `rule` in the current window (counts nothing). */
    async seen(rule: RateRule, subject: string): Promise<boolean> {
      return (await readHits(db, `${rule.name}:${subject}`)) > 0;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
