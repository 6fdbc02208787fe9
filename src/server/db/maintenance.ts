import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The cheapest round trip to the database: readiness checks use it. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Refreshes the planner's statistics after bulk loads (and on PGlite, which has no autovacuum). */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
