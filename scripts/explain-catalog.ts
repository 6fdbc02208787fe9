/**
 * `npm run explain:catalog`: what each request of `npm run bench:catalog` costs the database.
 *
 * Runs the bench's searches and filtered lists through the catalog's own code against the
 * database DATABASE_URL names (filled by `npm run seed:large`), records every statement each
 * request sends, then runs each again under EXPLAIN (ANALYZE, BUFFERS) and prints, per request,
 * its statements, execution time and shared buffers touched. `--verbose` prints the plans.
 *
 *   DATABASE_URL=postgres://…/mydb npm run explain:catalog -- [--verbose] [--only search|list]
 */
import { parseArgs } from 'node:util';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { createCatalogFinder } from '../src/server/modules/catalog/index.ts';
import { OPPORTUNITY_PAGE } from '../src/shared/limits.ts';
import { OpportunityListQuery } from '../src/shared/schemas/catalog.ts';
import { BENCH_LISTS, BENCH_SEARCHES } from './lib/bench-catalog-requests.ts';

const { values } = parseArgs({
  options: { verbose: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a PostgreSQL database filled by npm run seed:large');

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

const database = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
const db = database.db;
let recorded: { sql: string; params: unknown[]; name: string }[] = [];
// Recorded on the session's class: a search runs on a connection it holds (db/prepared.ts,
// oneConnection), through another session of that class.
const sessionClass = Object.getPrototypeOf((db as unknown as { _: { session: object } })._.session) as {
  prepareQuery: (...args: unknown[]) => unknown;
};
const prepare = sessionClass.prepareQuery;
sessionClass.prepareQuery = function (this: unknown, ...args: unknown[]) {
  const query = args[0] as Query;
  const prepared = prepare.apply(this, args) as {
    execute(values?: Record<string, unknown>): Promise<unknown>;
  };
  const execute = prepared.execute.bind(prepared);
  prepared.execute = (v = {}) => {
    recorded.push({ sql: query.sql, params: fillPlaceholders(query.params, v), name: String(args[2]) });
    return execute(v);
  };
  return prepared;
};
const finder = createCatalogFinder(db);

const requests = [
  ...(values.only === 'list'
    ? []
    : BENCH_SEARCHES.flatMap((s) => ['US', 'IN'].map((c) => `country=${c}&search=${encodeURIComponent(s)}`))),
  ...(values.only === 'search' ? [] : BENCH_LISTS),
];

const driver = database.driver;
if (driver.engine !== 'postgres') throw new Error('PostgreSQL only');
// One connection: the statements explained are those the finder prepared on it.
const conn = driver.pool;
const totals = { ms: 0, buffers: 0, planning: 0, replanned: 0 };
try {
  for (const path of requests) {
    const params = new URLSearchParams(path);
    const query = OpportunityListQuery.parse({
      // The page the bench asks for: the site's lists' page.
      limit: OPPORTUNITY_PAGE.listPage,
      ...Object.fromEntries(params),
      category: params.getAll('category').length ? params.getAll('category') : undefined,
    });
    // Warm, as on a server in use: buffers cached, and past the custom plans PostgreSQL makes for
    // a prepared statement's first five runs.
    for (let i = 0; i < 6; i++) await finder.find(query);
    recorded = [];
    const started = performance.now();
    await finder.find(query);
    const wall = performance.now() - started;
    const { rows: kinds } = await conn.query(
      'select name, generic_plans, custom_plans from pg_prepared_statements where name = any($1)',
      [recorded.map((r) => r.name)],
    );
    // Per statement: g when PostgreSQL runs its generic plan, c when it plans every run anew.
    const planKinds = recorded
      .map((r) => {
        const k = kinds.find((x) => x.name === r.name);
        return k ? (k.generic_plans > 0 ? 'g' : 'c') : '?';
      })
      .join('');
    let ms = 0;
    let planning = 0;
    let buffers = 0;
    const plans: unknown[] = [];
    for (const s of recorded) {
      // The fastest of three runs: the machine may be busy with other work.
      let best: { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number } | undefined;
      for (let run = 0; run < 3; run++) {
        const { rows } = await conn.query(`explain (analyze, buffers, format json) ${s.sql}`, s.params);
        const [out] = rows[0]['QUERY PLAN'] as NonNullable<typeof best>[];
        if (!best || out!['Execution Time'] < best['Execution Time']) best = out;
        if (best && out!['Planning Time'] < best['Planning Time'])
          best['Planning Time'] = out!['Planning Time'];
      }
      const out = best;
      ms += out!['Execution Time'];
      planning += out!['Planning Time'];
      buffers += out!.Plan['Shared Hit Blocks'] + out!.Plan['Shared Read Blocks'];
      plans.push(out);
    }
    totals.ms += ms;
    totals.buffers += buffers;
    totals.planning += planning;
    totals.replanned += [...planKinds].filter((k) => k === 'c').length;
    console.log(
      `${decodeURIComponent(path).padEnd(78)} ${String(recorded.length).padStart(2)} stmt ${ms.toFixed(2).padStart(7)} ms ${String(buffers).padStart(6)} buf, plan ${planning.toFixed(2)} ms ${planKinds} (wall ${wall.toFixed(1)} ms)`,
    );
    if (values.verbose) {
      for (const [i, s] of recorded.entries()) {
        const { rows } = await conn.query(`explain (analyze, buffers) ${s.sql}`, s.params);
        console.log(`-- statement ${i + 1}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
      }
    }
  }
  const n = requests.length;
  console.log(
    `\n${n} requests, per request: execution ${(totals.ms / n).toFixed(2)} ms, ${Math.round(totals.buffers / n)} buffers, planning ${(totals.planning / n).toFixed(2)} ms; ${totals.replanned} statements planned on every run`,
  );
} finally {
  await database.close();
}
