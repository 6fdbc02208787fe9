/**
 * `npm run bench:jobs`: how long the trending job takes on a big database.
 *
 * Fills a FRESH database with 100,000 listings (seedLarge) and 1,000,000 interactions of the
 * last 30 days (skewed: a few listings get most of them, as in life; a tenth are about
 * software, AI tools and services), then times the trending job's work
 * (insights.refreshTrending, what `trending-refresh` runs every 5 minutes) a few times.
 * Runs on PostgreSQL when DATABASE_URL names a server (first: the target is there), then on
 * embedded PGlite (a temporary directory); on PostgreSQL
 * a new database is created and dropped afterwards.
 *
 *   npm run bench:jobs -- [--opportunities 100000] [--interactions 1000000] [--runs 3] [--engine pglite|postgres|both]
 *
 * Target: at most 5 s on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/server/config.ts';
import { createAppDeps } from '../src/server/create-deps.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { seedLarge } from '../src/server/db/seed/generated-catalog.ts';
import { createLogger } from '../src/server/lib/logger.ts';

const { values } = parseArgs({
  options: {
    opportunities: { type: 'string', default: '100000' },
    interactions: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    engine: { type: 'string', default: 'both' },
  },
});
const LISTINGS = Number(values.opportunities);
const INTERACTIONS = Number(values.interactions);
const RUNS = Number(values.runs);
const BATCH = 100_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** 1,000,000 interactions in batches, each a statement of the database itself (no round trips per row). */
async function fillInteractions(database: Database) {
  const { db } = database;
  for (let done = 0; done < INTERACTIONS; done += BATCH) {
    const n = Math.min(BATCH, INTERACTIONS - done);
    // random()^3 picks the first listings far more often: a few trend, most are rarely seen.
    await db.execute(sql`
      with f as (select array_agg(id::text order by id) as ids from franchise_opportunities),
           o as (select array_agg(id::text order by id) as ids, array_agg(kind order by id) as kinds from offerings)
      insert into user_interactions (user_id, interaction_type, entity_type, entity_id, metadata, created_at)
      select 'bench-user-' || (g % 20000),
             (array['view','view','view','view','click','click','bookmark','download','inquiry','call'])[1 + (g % 10)],
             case when g % 10 = 0 then o.kinds[1 + (g / 10) % cardinality(o.kinds)] else 'franchise' end,
             case when g % 10 = 0 then o.ids[1 + (g / 10) % cardinality(o.ids)]
                  else f.ids[1 + floor(cardinality(f.ids) * power(random(), 3))::int] end,
             '{}'::jsonb,
             now() - random() * interval '30 days'
      from generate_series(${sql.raw(String(done + 1))}, ${sql.raw(String(done + n))}) g, f, o
    `);
    process.stdout.write(`\r  interactions ${(done + n).toLocaleString('en-US')}`);
  }
  process.stdout.write('\n');
  await db.execute(sql`analyze user_interactions`);
  await db.execute(sql`analyze franchise_opportunities`);
}

async function bench(engine: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-bench-jobs-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: Database;
  if (engine === 'postgres') {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `franchisio_bench_jobs_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
    console.log(`\nPostgreSQL (database ${name})`);
  } else {
    database = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    console.log(`\nPGlite (${dataDir})`);
  }
  try {
    await database.migrate();
    let started = performance.now();
    await seedLarge(database.db, LISTINGS, (n) =>
      process.stdout.write(`\r  listings ${n.toLocaleString('en-US')}`),
    );
    process.stdout.write('\n');
    console.log(
      `  seeded ${LISTINGS.toLocaleString('en-US')} listings in ${seconds(performance.now() - started)}`,
    );
    started = performance.now();
    await fillInteractions(database);
    console.log(
      `  wrote ${INTERACTIONS.toLocaleString('en-US')} interactions in ${seconds(performance.now() - started)}`,
    );

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const deps = await createAppDeps(config, database, createLogger('silent'));
    const times: number[] = [];
    let kept = 0;
    for (let run = 1; run <= RUNS; run++) {
      const t0 = performance.now();
      kept = await deps.services.insights.refreshTrending();
      times.push(performance.now() - t0);
      console.log(`  trending job run ${run}: ${seconds(times.at(-1)!)} (${kept} items kept)`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  => ${engine}: trending job over ${INTERACTIONS.toLocaleString('en-US')} interactions and ${LISTINGS.toLocaleString('en-US')} listings: median ${seconds(sorted[Math.floor(sorted.length / 2)]!)}, best ${seconds(sorted[0]!)}${engine === 'postgres' ? ' (target ≤ 5 s)' : ''}`,
    );
    deps.mailer.close();
    await deps.catalogChanges.close();
  } finally {
    await database.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`,
);
const engines: ('pglite' | 'postgres')[] =
  values.engine === 'both' ? ['postgres', 'pglite'] : [values.engine as 'pglite' | 'postgres'];
for (const engine of engines) {
  if (engine === 'postgres' && !process.env.DATABASE_URL) {
    console.log(
      '\nPostgreSQL: skipped (set DATABASE_URL=postgres://… to a server where a database may be created)',
    );
    continue;
  }
  await bench(engine);
}
console.log(
  `Load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
