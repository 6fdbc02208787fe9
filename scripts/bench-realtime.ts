/**
 * `npm run bench:realtime`: message delivery over the realtime socket under many connections.
 *
 * Prepares a FRESH database (embedded PGlite in a temporary directory, or with DATABASE_URL a new
 * database on that PostgreSQL server, dropped afterwards) holding one signed-in account per
 * connection and one two-person thread per pair of accounts. Starts the real server
 * (src/server/main.ts) in its own process, connects N WebSocket clients (the `ws` library) with
 * their session cookies, each following its thread, then has one person of every thread write a
 * message over the HTTP API at a steady rate. For each N it prints the delivery ratio (messages
 * the other person's socket received / messages written) and the p50/p95/p99 latency from the
 * moment the write was sent to the moment the other socket had it: the whole path, API write,
 * database, LISTEN/NOTIFY fan-out and the socket.
 *
 *   npm run bench:realtime -- [--connections 1000,5000] [--rate 200] [--rounds 1]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeSignature } from 'better-auth/crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { loadConfig } from '../src/server/config.ts';
import { createAppDeps } from '../src/server/create-deps.ts';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { conversationParticipants, conversations } from '../src/server/db/schema/index.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import type { ServerFrame } from '../src/shared/realtime.ts';
import { freePort, spawnServer, waitHealthy } from '../tests/helpers/server-process.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1000,5000' },
    /** Messages written per second (across all threads). */
    rate: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '1' },
  },
});
const SIZES = values.connections.split(',').map(Number);
const MAX = Math.max(...SIZES);
const RATE = Number(values.rate);
const ROUNDS = Number(values.rounds);

/** The environment of the server process; the bench reads the same configuration to prepare its data. */
function serverEnv(dataDir: string, databaseUrl: string | undefined): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'test',
    // The server and the bench sign session cookies with the same secret.
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

async function prepare() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-bench-rt-'));
  let databaseUrl: string | undefined;
  let dropDb = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `franchisio_bench_rt_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const env = serverEnv(dataDir, databaseUrl);
  const config = loadConfig({ ...process.env, ...env });
  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  const { db } = database;
  // Accounts and sessions through Better Auth's own adapter (the one the server uses: it keeps
  // session tokens hashed and runs the session hooks), cookies signed as Better Auth signs them.
  // Signing in over HTTP would cost one password hash per account and meet the sign-in limits.
  const deps = await createAppDeps(config, database, createLogger('silent'));
  const ctx = await deps.auth.$context;
  const cookieName = ctx.authCookies.sessionToken.name;
  const people: { id: string; cookie: string }[] = [];
  for (let start = 0; start < MAX; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, MAX - start) }, async (_, k) => {
        const n = start + k;
        const created = await ctx.internalAdapter.createUser(
          {
            name: `Bench ${n}`,
            email: `bench-${n}@bench.example`,
            emailVerified: true,
          },
          { method: 'email-password' },
        );
        const session = await ctx.internalAdapter.createSession(created.id);
        const signed = encodeURIComponent(
          `${session.token}.${await makeSignature(session.token, ctx.secret)}`,
        );
        return { id: created.id, cookie: `${cookieName}=${signed}` };
      }),
    );
    people.push(...batch);
  }
  const threads: string[] = [];
  for (let start = 0; start < MAX / 2; start += 500) {
    const n = Math.min(500, MAX / 2 - start);
    const rows = await db
      .insert(conversations)
      .values(
        Array.from({ length: n }, (_, i) => ({
          kind: 'direct' as const,
          subject: `Thread ${start + i}`,
          openedBy: people[2 * (start + i)]!.id,
        })),
      )
      .returning({ id: conversations.id });
    await db.insert(conversationParticipants).values(
      rows.flatMap((r, i) => [
        { conversationId: r.id, userId: people[2 * (start + i)]!.id, side: 'member' as const },
        { conversationId: r.id, userId: people[2 * (start + i) + 1]!.id, side: 'member' as const },
      ]),
    );
    threads.push(...rows.map((r) => r.id));
  }
  deps.mailer.close();
  await deps.catalogChanges.close();
  await deps.realtime.close();
  await database.close();
  return { env, dropDb, people, threads };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function run(
  url: string,
  serverPid: number | undefined,
  people: { id: string; cookie: string }[],
  threads: string[],
  n: number,
) {
  const wsUrl = `${url.replace('http', 'ws')}/api/realtime`;
  const pending = new Map<string, number>(); // message body → send time
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  let opened = 0;
  let failed = 0;
  // Connect in batches of 100, each client following its thread (person i is in thread ⌊i/2⌋).
  for (let start = 0; start < n; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, n - start) }, (_, k) => {
        const i = start + k;
        return new Promise<void>((resolve) => {
          const ws = new WebSocket(wsUrl, { headers: { Cookie: people[i]!.cookie, Origin: url } });
          const thread = threads[Math.floor(i / 2)]!;
          ws.on('message', (data) => {
            const f = JSON.parse(String(data)) as ServerFrame;
            if (f.type === 'hello') ws.send(JSON.stringify({ type: 'subscribe', conversationId: thread }));
            else if (f.type === 'subscribed') {
              opened++;
              resolve();
            } else if (f.type === 'message' && f.message.senderId !== people[i]!.id) {
              const sent = pending.get(f.message.body);
              if (sent !== undefined) {
                latencies.push(performance.now() - sent);
                pending.delete(f.message.body);
              }
            }
          });
          ws.on('unexpected-response', (_req, res) => {
            if (failed++ === 0) console.log(`first refusal: HTTP ${res.statusCode}`);
            resolve();
          });
          ws.on('error', () => {
            failed++;
            resolve();
          });
          ws.on('close', () => resolve());
          sockets.push(ws);
        });
      }),
    );
  }
  const threadCount = n / 2;
  const written = threadCount * ROUNDS;
  let writeErrors = 0;
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  const writes: Promise<void>[] = [];
  for (let m = 0; m < written; m++) {
    const t = m % threadCount;
    const body = `bench ${n} ${m}`;
    const due = started + (m * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.set(body, performance.now());
    writes.push(
      fetch(`${url}/api/v1/conversations/${threads[t]}/messages`, {
        method: 'POST',
        headers: { Cookie: people[2 * t]!.cookie, Origin: url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ body }),
      }).then(
        async (r) => {
          if (r.status !== 201) writeErrors++;
          await r.arrayBuffer();
        },
        () => {
          writeErrors++;
        },
      ),
    );
  }
  await Promise.all(writes);
  // Allow the last deliveries 5 s to arrive.
  const deadline = performance.now() + 5000;
  while (pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const cpuAfter = cpuMs(serverPid);
  for (const ws of sockets) ws.terminate();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    connections: n,
    connected: opened,
    connectFailures: failed,
    written,
    writeErrors,
    delivered: latencies.length,
    deliveryRatio: `${((100 * latencies.length) / written).toFixed(2)} %`,
    p50: `${percentile(sorted, 50).toFixed(1)} ms`,
    p95: `${percentile(sorted, 95).toFixed(1)} ms`,
    p99: `${percentile(sorted, 99).toFixed(1)} ms`,
    writeSeconds: ((performance.now() - started) / 1000).toFixed(1),
    // The server's own CPU per message written (its share of the machine, whatever else runs).
    serverCpuPerMessage:
      cpuBefore === null || cpuAfter === null ? 'n/a' : `${((cpuAfter - cpuBefore) / written).toFixed(2)} ms`,
  };
}

async function main() {
  console.log(`Preparing ${MAX} accounts and ${MAX / 2} threads…`);
  const { env, dropDb, people, threads } = await prepare();
  const port = await freePort();
  const server = spawnServer(env, port);
  try {
    await waitHealthy(server, 120_000);
    // One signed-in request first: a refused cookie is said plainly, not as 0 connections.
    const me = await fetch(`${server.url}/api/v1/me`, { headers: { Cookie: people[0]!.cookie } });
    const who = ((await me.json()) as { user: { id: string } | null }).user;
    if (me.status !== 200 || who?.id !== people[0]!.id) {
      throw new Error(
        `the bench's session cookie is not accepted (HTTP ${me.status}, user ${who?.id ?? 'none'})`,
      );
    }
    // Warm-up, not measured: the first writes load and compile the message path's modules.
    // One each from the first writers: a person may write 20 messages a minute.
    for (let i = 0; i < Math.min(20, threads.length); i++) {
      const res = await fetch(`${server.url}/api/v1/conversations/${threads[i]}/messages`, {
        method: 'POST',
        headers: { Cookie: people[2 * i]!.cookie, Origin: server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: `warm-up ${i}` }),
      });
      if (res.status !== 201)
        throw new Error(`warm-up write refused: HTTP ${res.status} ${await res.text()}`);
    }
    console.log(
      `Server on ${server.url} (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${RATE} messages/s, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const n of SIZES) {
      const result = await run(server.url, server.child.pid, people, threads, n);
      console.log(JSON.stringify(result));
      if (result.connected === 0) console.log(`server output:\n${server.output().slice(-3000)}`);
      console.log(
        `  load average after: ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await dropDb();
    fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
