import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type PreparedStatement, prepareStatement } from '../db/prepared.ts';
import { rateLimits } from '../db/schema/system.ts';

type HitRow = { count: number; reset_at: string | Date };
const statements = new WeakMap<Db, PreparedStatement<HitRow>>();

/**
 * Counts one hit on `key` in its window (one atomic upsert; a window that has ended starts
 * again at 1), so limits hold across restarts and instances. Prepared: every limited request
 * runs it.
 */
export async function countHit(db: Db, key: string, windowSeconds: number) {
  let hit = statements.get(db);
  if (!hit) {
    hit = prepareStatement<HitRow>(
      db,
      sql`
    insert into rate_limits (key, count, reset_at)
    values (${sql.placeholder('key')}, 1, now() + make_interval(secs => ${sql.placeholder('seconds')}::float8))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`,
    );
    statements.set(db, hit);
  }
  const [row] = await hit.rows({ key, seconds: windowSeconds });
  return { count: Number(row!.count), resetAt: new Date(row!.reset_at) };
}

/** The hits on `key` in its current window (0 when it has none or it has ended). */
export async function readHits(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row ? Number(row.count) : 0;
}
