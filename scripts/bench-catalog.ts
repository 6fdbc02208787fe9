/**
 * `npm run bench:catalog`: how fast the catalog answers on a big catalog.
 *
 * Seeds 100,000 generated listings (seedLarge) into a FRESH database: embedded PGlite in a
 * temporary directory, or with DATABASE_URL a new database on that PostgreSQL server (created
 * here and dropped afterwards). Then starts the real server (src/server/main.ts) on a free port
 * in its own process and loads it with autocannon: search, filtered list, detail and
 * /api/health, printing requests per second and p50/p95/p99 latency for each.
 *
 *   npm run bench:catalog -- [--opportunities 100000] [--connections 50] [--duration 15] [--cache-seconds 30]
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
import { freePort, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';

const { values } = parseArgs({
  options: {
    opportunities: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    /** The server's catalog read cache (CATALOG_CACHE_SECONDS); 0 measures the database alone. */
    'cache-seconds': { type: 'string', default: '30' },
  },
});
const COUNT = Number(values.opportunities);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);

const SEARCHES = [
  'pizza',
  'pizaa',
  'coffee',
  'fitness',
  'home care',
  'cleaning',
  'tutoring',
  'dog',
  'burger',
  'salon',
  'cofee',
  'chai',
];
const LISTS = [
  'country=US&category=Food%20%26%20Beverage&investmentMax=500000&sort=rating',
  'country=US&category=Home%20Services&category=Pet%20Services&homeBased=true',
  'country=IN&investmentMin=1000000&investmentMax=5000000&sort=investment_asc',
  'country=US&financing=true&sort=newest',
  'country=US&veteranDiscount=true&sort=roi',
  'country=IN&category=Education&sort=rating',
  'country=US&investmentMin=250000&investmentMax=500000&sort=investment_desc',
  'country=US',
];

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(name: string, base: string, paths: string[]) {
  const latencies: number[] = [];
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
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const errors = result.errors + result.non2xx;
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    requests: result.requests.total,
    errors,
  };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-bench-'));
  let dbUrl: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
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
  console.log(`Engine: ${engine}${dbName ? ` (database ${dbName})` : ` (${dataDir})`}`);
  let server: ReturnType<typeof spawnServer> | null = null;
  try {
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

    // Detail ids: a spread of real listings.
    const ids: string[] = [];
    for (let offset = 0; offset < 2000; offset += 100) {
      const res = await fetch(
        `${server.url}/api/v1/opportunities?sort=newest&limit=100&offset=${offset * 7}`,
      );
      const body = (await res.json()) as { items: { id: string }[] };
      ids.push(...body.items.map((x) => x.id));
    }
    const searchPaths = SEARCHES.flatMap((s) =>
      ['US', 'IN'].map((c) => `/api/v1/opportunities?country=${c}&search=${encodeURIComponent(s)}`),
    );
    const listPaths = LISTS.map((q) => `/api/v1/opportunities?${q}`);
    const detailPaths = ids.map((id) => `/api/v1/opportunities/${id}`);

    // Warm up caches and JIT.
    await load('warm-up', server.url, [...searchPaths, ...listPaths, ...detailPaths.slice(0, 50)]).catch(
      () => null,
    );

    const rows = [];
    for (const [name, paths] of [
      ['search', searchPaths],
      ['filtered list', listPaths],
      ['detail', detailPaths],
      ['/api/health', ['/api/health']],
    ] as const) {
      process.stdout.write(`Loading ${name} (${CONNECTIONS} connections, ${DURATION} s)…\n`);
      rows.push(await load(name, server.url, [...paths]));
    }
    console.log(
      `\n${engine}, ${COUNT.toLocaleString('en-US')} listings, ${CONNECTIONS} connections, ${DURATION} s each, catalog cache ${values['cache-seconds']} s, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.table(rows);
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
