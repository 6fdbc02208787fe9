import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from './problem.ts';

export interface RateRule {
  /** What is limited, e.g. "contact:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  message?: string;
}

/**
 * Counts one attempt against `rule` for `subject` and throws 429 past the limit. The counter
 * lives in the database (one atomic upsert), so limits hold across restarts and instances.
 */
export function createRateLimiter(db: Db) {
  return {
    async hit(rule: RateRule, subject: string): Promise<{ remaining: number; resetAt: Date }> {
      const key = `${rule.name}:${subject}`;
      const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, reset_at`);
      const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0]!;
      const resetAt = new Date(row.reset_at);
      const count = Number(row.count);
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
        throw tooManyRequests(
          rule.message ?? `Too many attempts. Please try again in ${retryAfter} seconds.`,
          retryAfter,
        );
      }
      return { remaining: rule.limit - count, resetAt };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
