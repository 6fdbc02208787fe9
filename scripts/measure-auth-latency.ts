/**
 * Sign-in capacity and fairness, on a real server process (`src/server/main.ts`) with a fresh
 * embedded database (or DATABASE_URL) and 20 verified accounts made beforehand:
 *
 * 1. 20 parallel sign-ins: wall time, sign-ins per second, latency; /api/health meanwhile.
 * 2. A real user's sign-in alone, then while `--flood` bogus sign-ins (wrong passwords for
 *    unknown e-mails, each from its own address) are kept in flight.
 *
 *   npm run bench:auth [-- --users 20 --flood 16]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { createAppDeps } from '../src/server/create-deps.ts';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { freePort, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '20' }, flood: { type: 'string', default: '16' } },
});
const USERS = Number(values.users);
const FLOOD = Number(values.flood);
const PASSWORD = 'Latency-Pa55word!';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) =>
  `n=${xs.length} p50=${pct(xs, 50).toFixed(0)} ms p95=${pct(xs, 95).toFixed(0)} ms max=${Math.max(...xs).toFixed(0)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-latency-'));
// TRUST_PROXY: the flood's requests each come from their own address (X-Forwarded-For).
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'true',
};

// 1. Accounts, made directly in the database the server will open.
{
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  const { auth } = await createAppDeps(config, database, createLogger('silent'));
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(PASSWORD);
  // One more account than measured: `latency-warmup` signs in first (see below).
  for (let i = 0; i <= USERS; i++) {
    const user = await ctx.internalAdapter.createUser(
      {
        email: i === USERS ? 'latency-warmup@example.com' : `latency-${i}@example.com`,
        name: `Latency ${i}`,
        emailVerified: true,
      },
      { method: 'email-password' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  }
  await database.close();
}

// 2. The server, in its own process.
const server = spawnServer(env, await freePort());
try {
  await waitHealthy(server, 120_000);
  // Warm up: the first request compiles routes; the first sign-in loads Better Auth's lazily
  // imported modules and starts the thread pool (a one-time cost, reported separately).
  await fetch(`${server.url}/api/health`);
  const warm0 = performance.now();
  const warm = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: 'latency-warmup@example.com', password: PASSWORD }),
  });
  await warm.arrayBuffer();
  const warmMs = performance.now() - warm0;

  const health: number[] = [];
  let healthFailures = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      try {
        const res = await fetch(`${server.url}/api/health`);
        await res.arrayBuffer();
        if (!res.ok) healthFailures++;
      } catch {
        healthFailures++;
      }
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();

  const baseline = [...health];
  await new Promise((r) => setTimeout(r, 500));
  const idle = [...health];

  const knownBrowser: string[] = [];
  const started = performance.now();
  const signIns = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ email: `latency-${i}@example.com`, password: PASSWORD }),
      });
      await res.arrayBuffer();
      knownBrowser[i] = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .join('; ');
      return { ms: performance.now() - t0, status: res.status };
    }),
  );
  const wall = performance.now() - started;
  const during = health.slice(idle.length);
  polling = false;
  await poller;

  const ok = signIns.filter((s) => s.status === 200).length;
  console.log(
    `engine: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'} · ${os.cpus().length} CPUs · node ${process.version}`,
  );
  console.log(`first sign-in (warm-up, alone): ${warm.status} in ${warmMs.toFixed(0)} ms`);
  console.log(
    `sign-ins: ${ok}/${USERS} answered 200 in ${wall.toFixed(0)} ms wall · ${fmt(signIns.map((s) => s.ms))}`,
  );
  console.log(`/api/health idle:   ${fmt(idle.length ? idle : baseline)}`);
  console.log(`/api/health during: ${fmt(during.length ? during : [0])} · failures ${healthFailures}`);
  console.log(`throughput: ${((ok / wall) * 1000).toFixed(1)} sign-ins per second`);

  // 2. One real user, alone and under a flood of bogus sign-ins from other addresses.
  // Each sample is another account (per-account limits stay out of the figure), signing in from
  // a browser that signed in before: it sends back the cookies of its first sign-in (part 1).
  const realSignIn = async (i: number) => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.url,
        'X-Forwarded-For': '192.0.2.77',
        Cookie: knownBrowser[i] ?? '',
      },
      body: JSON.stringify({ email: `latency-${i}@example.com`, password: PASSWORD }),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  };
  const alone: number[] = [];
  for (let i = 0; i < 5; i++) alone.push((await realSignIn(i)).ms);
  let flooding = true;
  let bogusSent = 0;
  const bogusStatuses = new Map<number, number>();
  const flooder = async (lane: number) => {
    while (flooding) {
      const n = bogusSent++;
      try {
        const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: server.url,
            'X-Forwarded-For': `203.0.${lane}.${(n % 250) + 1}`,
          },
          body: JSON.stringify({ email: `nobody-${n}@example.com`, password: `Wrong-guess-${n}` }),
        });
        await res.arrayBuffer();
        bogusStatuses.set(res.status, (bogusStatuses.get(res.status) ?? 0) + 1);
      } catch {
        bogusStatuses.set(0, (bogusStatuses.get(0) ?? 0) + 1);
      }
    }
  };
  const lanes = Array.from({ length: FLOOD }, (_, i) => flooder(i + 1));
  await new Promise((r) => setTimeout(r, 500));
  const flooded: number[] = [];
  const floodStatuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await realSignIn(5 + i);
    flooded.push(r.ms);
    floodStatuses.push(r.status);
  }
  flooding = false;
  await Promise.all(lanes);
  console.log(`real user alone:            ${fmt(alone)}`);
  console.log(
    `real user, ${FLOOD} bogus in flight: ${fmt(flooded)} · statuses ${floodStatuses.join('/')} · ${(pct(flooded, 50) / pct(alone, 50)).toFixed(1)}x the median alone`,
  );
  console.log(
    `bogus sign-ins sent: ${bogusSent} · answers ${[...bogusStatuses].map(([s, n]) => `${s}×${n}`).join(', ')}`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
