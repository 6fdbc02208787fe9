/**
 * `npm run bench:catalog`: how fast the catalog answers on a big catalog.
 *
 * Seeds 100,000 generated listings (seedLarge) into a FRESH database: embedded PGlite in a
 * temporary directory, or with DATABASE_URL a new database on that PostgreSQL server (created
 * here and dropped afterwards). Then starts the real server (src/server/main.ts) on a free port
 * in its own process and loads it with autocannon: search, filtered list, detail, the header's
 * suggestions and /api/health, printing requests per second, p50/p95/p99 latency, errors and
 * timeouts for each, and each scenario's ratio to /api/health of the same run (a machine's
 * speed, and other work on it, move both alike). Suggestions also print their server time
 * (the Server-Timing header: time spent in the app, without waiting in the network queue).
 *
 *   npm run bench:catalog -- [--opportunities 100000] [--connections 50] [--duration 15] [--cache-seconds 30] [--only search,detail] [--limit 12]
 *
 * Searches and lists ask for the page the site's market lists ask for (12 cards); `--limit`
 * asks for another size (the API's default is 24).
 *
 * `--seeded` measures the database DATABASE_URL names as it is, already filled by
 * `npm run seed:large` (seeding 100,000 listings takes minutes on a busy machine): the bench
 * then neither creates, seeds nor drops a database.
 *
 * `--cache-seconds 0` measures the database without the catalog's read cache, as a first
 * visitor, a long-tail query or a freshly edited listing meets it.
 *
 * Each scenario also prints the CPU time a request cost (Linux /proc): the server process, and
 * with PostgreSQL its backends serving the bench's database. On a machine others share, latency
 * swings with their load; CPU per request is the steadier figure.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { seedLarge } from '../src/server/db/seed/generated-catalog.ts';
import { OPPORTUNITY_PAGE } from '../src/shared/limits.ts';
import { freePort, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';
import { BENCH_LISTS, BENCH_SEARCHES } from './lib/bench-catalog-requests.ts';

const { values } = parseArgs({
  options: {
    opportunities: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    /** The server's catalog read cache (CATALOG_CACHE_SECONDS); 0 measures the database alone. */
    'cache-seconds': { type: 'string', default: '30' },
    /** DATABASE_URL is a database seeded already (npm run seed:large), used as it is. */
    seeded: { type: 'boolean', default: false },
    /** Only these scenarios (comma-separated names, e.g. `search,detail`); /api/health always runs. */
    only: { type: 'string' },
    /** Cards per page of a search or list: by default the page the site's lists ask for. */
    limit: { type: 'string', default: String(OPPORTUNITY_PAGE.listPage) },
  },
});
const COUNT = Number(values.opportunities);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const only = values.only?.split(',').map((s) => s.trim());
const LIMIT = Number(values.limit);
if (!Number.isInteger(LIMIT) || LIMIT < 1 || LIMIT > OPPORTUNITY_PAGE.max) {
  throw new Error(`--limit: a whole number of cards from 1 to ${OPPORTUNITY_PAGE.max}`);
}

const SEARCHES = BENCH_SEARCHES;
/** What people type into the header, letter by letter. */
const SUGGESTIONS = SEARCHES.flatMap((s) => [s.slice(0, 2), s.slice(0, 3), s.slice(0, 4), s]).filter(
  (q, i, all) => q.length >= 2 && all.indexOf(q) === i,
);
const LISTS = BENCH_LISTS;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU used so far by the server process and by the PostgreSQL backends of `dbUrl`'s database
 * (by pid; a backend that ended in between is not counted, the pool keeps them under load).
 */
async function cpuSnapshot(serverPid: number, dbUrl: string | undefined) {
  const backends = new Map<number, number>();
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await client.end();
    for (const { pid } of rows) {
      const ms = cpuMs(pid);
      if (ms !== null) backends.set(pid, ms);
    }
  }
  return { server: cpuMs(serverPid), backends };
}

type CpuSnapshot = Awaited<ReturnType<typeof cpuSnapshot>>;

/** Milliseconds of CPU per request between two snapshots. */
function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const per = (ms: number) => Number((ms / Math.max(1, requests)).toFixed(3));
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  return {
    'server CPU ms/req':
      before.server === null || after.server === null ? null : per(after.server - before.server),
    'db CPU ms/req': after.backends.size ? per(database) : null,
  };
}

async function load(name: string, base: string, paths: string[]) {
  const latencies: number[] = [];
  const serverTimes: number[] = [];
  let i = 0;
  // Without a callback autocannon answers an instance that is also a promise of the result.
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }),
        onResponse: (_status, _body, _context, headers) => {
          const timing = /dur=([\d.]+)/.exec(String(headers?.['server-timing'] ?? ''));
          if (timing) serverTimes.push(Number(timing[1]));
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    'server p95 ms': Number(percentile(serverTimes, 95).toFixed(1)),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-bench-'));
  let dbUrl: string | undefined;
  let dbName: string | undefined;
  const seeded = values.seeded;
  if (seeded && !adminUrl) throw new Error('--seeded needs DATABASE_URL: the database seed:large filled');
  if (seeded) dbUrl = adminUrl;
  else if (adminUrl) {
    dbName = `franchisio_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const engine = dbUrl ? 'postgres' : 'pglite';
  console.log(
    `Engine: ${engine}${seeded ? ' (the seeded database of DATABASE_URL)' : dbName ? ` (database ${dbName})` : ` (${dataDir})`}`,
  );
  let server: ReturnType<typeof spawnServer> | null = null;
  try {
    if (!seeded) {
      const started = Date.now();
      const database = await openDatabase(
        dbUrl
          ? { engine: 'postgres', url: dbUrl }
          : { engine: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      );
      await database.migrate();
      await seedLarge(database.db, COUNT, (done) =>
        process.stdout.write(`\rSeeding ${done} / ${COUNT} listings`),
      );
      // As autovacuum would after a bulk load: statistics and the visibility map (index-only scans).
      await database.db.execute('vacuum analyze');
      await database.close();
      console.log(`\nSeeded ${COUNT} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    let listings = COUNT;
    if (seeded) {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from franchise_opportunities');
      await client.end();
      listings = rows[0].n;
    }

    const port = await freePort();
    server = spawnServer(
      {
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        CATALOG_CACHE_SECONDS: values['cache-seconds'],
        ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
      },
      port,
    );
    await waitHealthy(server, 180_000);

    // Detail ids: a spread of real listings, read page after page with the list's cursor.
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 140 && ids.length < 2000; page++) {
      const res = await fetch(
        `${server.url}/api/v1/opportunities?sort=newest&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body = (await res.json()) as { items: { id: string }[]; nextCursor: string | null };
      if (page % 7 === 0) ids.push(...body.items.map((x) => x.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    const searchPaths = SEARCHES.flatMap((s) =>
      ['US', 'IN'].map(
        (c) => `/api/v1/opportunities?country=${c}&search=${encodeURIComponent(s)}&limit=${LIMIT}`,
      ),
    );
    const listPaths = LISTS.map((q) => `/api/v1/opportunities?${q}&limit=${LIMIT}`);
    const detailPaths = ids.map((id) => `/api/v1/opportunities/${id}`);
    const suggestionPaths = SUGGESTIONS.flatMap((q) =>
      ['US', 'IN'].map((c) => `/api/v1/search/suggestions?country=${c}&q=${encodeURIComponent(q)}`),
    );

    // Warm up caches and JIT.
    await load('warm-up', server.url, [
      ...searchPaths,
      ...listPaths,
      ...detailPaths.slice(0, 50),
      ...suggestionPaths,
    ]).catch(() => null);

    const rows = [];
    for (const [name, paths] of [
      ['search', searchPaths],
      ['filtered list', listPaths],
      ['detail', detailPaths],
      ['suggestions', suggestionPaths],
      ['/api/health', ['/api/health']],
    ] as const) {
      if (only && name !== '/api/health' && !only.includes(name)) continue;
      process.stdout.write(`Loading ${name} (${CONNECTIONS} connections, ${DURATION} s)…\n`);
      const before = await cpuSnapshot(server.child.pid!, dbUrl);
      const row = await load(name, server.url, [...paths]);
      rows.push({
        ...row,
        ...cpuPerRequest(before, await cpuSnapshot(server.child.pid!, dbUrl), row.requests),
      });
    }
    console.log(
      `\n${engine}, ${listings.toLocaleString('en-US')} listings, ${CONNECTIONS} connections, ${DURATION} s each, ${LIMIT} cards a page, catalog cache ${values['cache-seconds']} s, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const health = rows.find((r) => r.scenario === '/api/health')!;
    console.table(
      rows.map((r) => ({
        ...r,
        // How far each scenario is from the cheapest round trip of the same server, same run.
        'req/s ÷ health': Number((r['req/s'] / health['req/s']).toFixed(3)),
        'p95 ÷ health': Number((r['p95 ms'] / health['p95 ms']).toFixed(1)),
      })),
    );
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl && dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
