/**
 * Sign-in latency under 20 parallel sign-ins, and whether /api/health stays responsive meanwhile.
 * Runs a real server process (`src/server/main.ts`) on a fresh embedded database (or
 * DATABASE_URL), with 20 verified accounts made beforehand.
 *
 *   npx tsx scripts/measure-auth-latency.ts [--users 20]
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

const { values } = parseArgs({ options: { users: { type: 'string', default: '20' } } });
const USERS = Number(values.users);
const PASSWORD = 'Latency-Pa55word!';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) =>
  `n=${xs.length} p50=${pct(xs, 50).toFixed(0)} ms p95=${pct(xs, 95).toFixed(0)} ms max=${Math.max(...xs).toFixed(0)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-latency-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'development', LOG_LEVEL: 'silent' };

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
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
