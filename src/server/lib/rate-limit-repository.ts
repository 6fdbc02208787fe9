import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Counts one hit on `key` in its window (one atomic upsert; a window that has ended starts
 * again at 1), so limits hold across restarts and instances.
 */
export async function countHit(db: Db, key: string, windowSeconds: number) {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}
