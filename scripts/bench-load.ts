/**
 * `npm run bench:load [-- --engine postgres|pglite] [--seconds 60] [--connections 20] [--users 150] [--restart]`
 *
 * Mixed load from real user journeys, 80 % reads and 20 % writes: list, search and detail
 * (reads); bookmark, compare, information request (lead) and page view (writes). With
 * `--engine postgres` (the default when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) two
 * instances run on one new PostgreSQL database and the load is spread over both; with
 * `--engine pglite` one instance runs on a new embedded database. Prints throughput,
 * p50/p95/p99 latency and errors (any answer that is not 2xx, and socket errors).
 *
 * `--restart` (PostgreSQL, two instances) is a rolling restart under the load: the requests go
 * through a proxy that checks each instance's readiness every 100 ms and moves a refused
 * connection on to the other instance (tests/helpers/proxy.ts, as nginx's health checks and
 * `proxy_next_upstream error` would); halfway through, the second instance gets SIGTERM,
 * drains (readiness 503, requests in flight finished) and is started again on its port. It
 * prints how many requests were sent and how many failed across the restart (target 0).
 *
 * The writes are spread over `--users` signed-in seekers (150): fewer would each bookmark and
 * compare faster than the per-user rate rules let a person (120 bookmarks a minute), and the
 * bench would measure refusals instead of work.
 *
 * Visitors come from many addresses (X-Forwarded-For behind TRUST_PROXY, as behind a real
 * proxy), so the per-address rate limits count per visitor as in production.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverArgs } from '../src/server/node-flags.ts';
import { startProxy } from '../tests/helpers/proxy.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '20' },
    users: { type: 'string', default: '150' },
    restart: { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engine = values.engine ?? (adminUrl ? 'postgres' : 'pglite');
if (engine === 'postgres' && !adminUrl) {
  console.error('--engine postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) naming a server.');
  process.exit(1);
}
if (values.restart && engine !== 'postgres') {
  console.error('--restart needs two instances: run it with --engine postgres.');
  process.exit(1);
}
const ROOT = path.resolve(import.meta.dirname, '..');
const ORIGIN = 'http://localhost';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
interface Instance {
  url: string;
  port: number;
  dir: string;
  env: Record<string, string>;
  child: ChildProcess;
}
/** Starts an instance (again, with `again`: on its port and data directory) and waits until it is ready. */
async function startInstance(env: Record<string, string>, again?: Instance): Promise<Instance> {
  const port = again?.port ?? (await freePort());
  const dir = again?.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-bench-'));
  if (!again) dirs.push(dir);
  const child = spawn(process.execPath, serverArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      BUILD_WEB: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error('an instance exited during start-up');
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, port, dir, env, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

let dropDatabase: (() => Promise<void>) | null = null;
async function cleanUp() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  await dropDatabase?.();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}

/**
 * A verified, signed-in seeker made through the real sign-up, with the code from the dev outbox.
 * Each signs up from an address of their own, as people do (sign-ups are limited per address).
 */
async function signedInSeeker(base: string): Promise<string> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  const password = `Fr4nch!-${randomBytes(6).toString('hex')}-Quokka`;
  const address = visitor();
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
  const signUp = await fetch(
    `${base}/api/v1/accounts/sign-up`,
    json({
      email,
      password,
      firstName: 'Bench',
      lastName: 'Seeker',
      country: 'US',
      phone: '+1 201 555 0123',
      investmentBudget: '100k-250k',
      investmentTimeline: '6months',
      preferredIndustries: ['Retail'],
      businessExperience: 'some',
    }),
  );
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const mail = (await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    messages: Array<{ text: string }>;
  };
  const otp = mail.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const verify = await fetch(`${base}/api/auth/email-otp/verify-email`, json({ email, otp, password }));
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  return verify.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const visitor = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const SEARCHES = [
  'coffee',
  'pizza',
  'fitness',
  'tutoring',
  'cleaning',
  'burger',
  'salon',
  'tea',
  'pet',
  'auto',
];

try {
  let instances: Instance[];
  if (engine === 'postgres') {
    const name = `franchisio_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const shared = { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: randomBytes(32).toString('hex') };
    // The first instance migrates and seeds; the second starts on the ready database.
    instances = [await startInstance({ ...shared, SEED_DEMO: 'true' })];
    instances.push(await startInstance({ ...shared, SEED_DEMO: 'false' }));
  } else {
    instances = [await startInstance({ SEED_DEMO: 'true' })];
  }
  const urls = instances.map((i) => i.url);
  const proxy = values.restart ? await startProxy(urls, { healthCheckMs: 100 }) : null;
  console.log(`Instances: ${urls.join(', ')} (${engine}). Making ${values.users} signed-in seekers…`);
  const cookies: string[] = [];
  for (let i = 0; i < Number(values.users); i++) cookies.push(await signedInSeeker(urls[i % urls.length]!));
  const listing = (await (await fetch(`${urls[0]}/api/v1/opportunities?country=US&limit=100`)).json()) as {
    items: Array<{ id: string }>;
  };
  const ids = listing.items.map((o) => o.id);
  if (ids.length < 3) throw new Error('the seeded catalog has too few US listings');

  type Req = { method: 'GET' | 'POST' | 'PUT'; path: string; headers: Record<string, string>; body?: string };
  /** One request of a journey, drawn with the mix's weights (80 % reads, 20 % writes). */
  function nextRequest(): Req {
    const headers: Record<string, string> = { 'X-Forwarded-For': visitor(), Host: 'localhost' };
    const r = Math.random() * 100;
    if (r < 30)
      return {
        method: 'GET',
        path: `/api/v1/opportunities?country=US&limit=20&offset=${Math.floor(Math.random() * 5) * 20}`,
        headers,
      };
    if (r < 50)
      return {
        method: 'GET',
        path: `/api/v1/opportunities?country=US&search=${pick(SEARCHES)}&limit=20`,
        headers,
      };
    if (r < 80) return { method: 'GET', path: `/api/v1/opportunities/${pick(ids)}`, headers };
    const write = { ...headers, 'Content-Type': 'application/json', Origin: ORIGIN };
    if (r < 85) {
      return {
        method: 'POST',
        path: '/api/v1/bookmarks',
        headers: { ...write, Cookie: pick(cookies) },
        body: JSON.stringify({ opportunityId: pick(ids) }),
      };
    }
    if (r < 90) {
      const compare = [...new Set([pick(ids), pick(ids), pick(ids)])];
      return {
        method: 'PUT',
        path: '/api/v1/compare',
        headers: { ...write, Cookie: pick(cookies) },
        body: JSON.stringify({ ids: compare }),
      };
    }
    if (r < 95) {
      return {
        method: 'POST',
        path: `/api/v1/opportunities/${pick(ids)}/information-requests`,
        headers: write,
        body: JSON.stringify({
          name: 'Bench Visitor',
          email: `lead-${randomBytes(6).toString('hex')}@example.com`,
          message: 'I would like the franchise disclosure document and the investment details, please.',
        }),
      };
    }
    return {
      method: 'POST',
      path: '/api/v1/analytics/page-views',
      headers: write,
      body: JSON.stringify({ path: '/franchises', visitorId: `bench-${randomBytes(4).toString('hex')}` }),
    };
  }

  /** Halfway through, the second instance stops (SIGTERM, draining) and starts again. */
  let restart: Promise<void> = Promise.resolve();
  let restartNote = '';
  if (values.restart) {
    restart = (async () => {
      await new Promise((r) => setTimeout(r, (Number(values.seconds) * 1000) / 2));
      const b = instances[1]!;
      const stopped = performance.now();
      const exited = new Promise((r) => b.child.once('exit', r));
      b.child.kill('SIGTERM');
      await exited;
      const down = performance.now();
      instances[1] = await startInstance(b.env, b);
      restartNote = `restart      ${b.url}: SIGTERM → exited in ${((down - stopped) / 1000).toFixed(1)} s, ready again ${((performance.now() - down) / 1000).toFixed(1)} s later; ${proxy!.retried} request(s) moved on after a refused connection`;
    })();
  }
  const times: number[] = [];
  const load = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // Several URLs: autocannon spreads the connections over them (its types say one).
        url: proxy ? proxy.url : (urls as unknown as string),
        connections: Number(values.connections),
        duration: Number(values.seconds),
        requests: [{ setupRequest: (req) => ({ ...req, ...nextRequest() }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  await restart;
  await proxy?.close();

  // autocannon's `errors` already counts the timeouts.
  const errors = load.non2xx + load.errors;
  const statuses = Object.entries(load.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
    .join(', ');
  console.log(
    `\nbench:load — ${engine}, ${urls.length} instance(s)${proxy ? ' behind the proxy, one restarted halfway' : ''}, ${values.connections} connections, ${values.seconds} s`,
  );
  console.log(`throughput   ${load.requests.average.toFixed(0)} req/s (${load.requests.total} requests)`);
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(1);
  console.log(`latency      p50 ${at(50)} ms · p95 ${at(95)} ms · p99 ${at(99)} ms`);
  console.log(
    `errors       ${errors} (non-2xx ${load.non2xx}, socket errors ${load.errors - load.timeouts}, timeouts ${load.timeouts} after 10 s)`,
  );
  console.log(`statuses     ${statuses}`);
  if (restartNote) console.log(restartNote);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.availableParallelism()} cores`,
  );
} finally {
  await cleanUp();
}
