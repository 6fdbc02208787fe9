import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../helpers/server-process.ts';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-proc-'));
  dirs.push(dir);
  return dir;
}
async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...env }, await freePort());
  servers.push(server);
  return server;
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    if (s.child.exitCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('server process', () => {
  // The refusal must not wait for the lock: a second start gives up at once instead of queueing
  // behind the first. How fast "at once" is depends on the machine's load, so the bound is only
  // far below a wait (the first process holds the lock for as long as it runs).
  it('refuses a second process on the same data directory at once, naming the holder', {
    timeout: 180_000,
  }, async () => {
    const dir = tempDir();
    const first = await start(dir);
    await waitHealthy(first);
    const started = Date.now();
    const second = await start(dir);
    const code = await second.exited;
    const elapsed = Date.now() - started;
    expect(code).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    expect(elapsed).toBeLessThan(30_000);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('stops cleanly on SIGTERM and SIGINT, releasing the lock', { timeout: 180_000 }, async () => {
    const dir = tempDir();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = await start(dir);
      await waitHealthy(server);
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(path.join(dir, 'franchisio.lock'))).toBe(false);
    }
  });

  it('finishes a request in flight on SIGTERM, refuses new connections, then exits', {
    timeout: 180_000,
  }, async () => {
    const dir = tempDir();
    const server = await start(dir);
    await waitHealthy(server, 150_000);
    const port = Number(new URL(server.url).port);
    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ path: '/franchises', visitorId: 'graceful-shutdown-test' });
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/analytics/page-views',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode!, connection: res.headers.connection });
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        // The listener closes at once: a new connection is refused while the old one finishes.
        setTimeout(async () => {
          const refused = await new Promise<boolean>((r) => {
            const socket = net.connect(port, '127.0.0.1');
            socket.on('connect', () => {
              socket.destroy();
              r(false);
            });
            socket.on('error', () => r(true));
          });
          expect(refused).toBe(true);
          req.end(body.slice(10));
        }, 1500);
      }, 300);
    });
    const { status, connection } = await answer;
    expect(status).toBe(202);
    expect(connection).toBe('close');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/still open after/);
  });

  it('listens on this machine only by default and says where mail goes', {
    timeout: 180_000,
  }, async () => {
    const server = await start(tempDir(), { HOST: '' });
    await waitHealthy(server);
    expect(server.output()).toMatch(/listening on this machine only/);
    expect(server.output()).toMatch(
      /Mail: kept in the dev outbox, read it at http:\/\/localhost:\d+\/dev\/mailbox/,
    );
    // 127.0.0.2 is this machine too, but not the address a loopback-only server binds.
    const port = new URL(server.url).port;
    await expect(fetch(`http://127.0.0.2:${port}/api/health`)).rejects.toThrow();
    // Through a proxy on this machine, for someone else: the mailbox does not answer.
    const proxied = await fetch(`${server.url}/dev/mailbox.json`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
    expect((await fetch(`${server.url}/dev/mailbox.json`)).status).toBe(200);
  });

  it('refuses a public HOST without SMTP_URL with one line', async () => {
    const server = await start(tempDir(), { HOST: '0.0.0.0' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(
      /^Invalid configuration: HOST=0\.0\.0\.0 would let anyone on the network read the dev outbox[^\n]*$/,
    );
  });

  // PostgreSQL only: the embedded database is never "down". The database's port first refuses
  // connections; a few seconds later a proxy to the real server opens there.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'waits for a database that is briefly down, one log line per try',
    { timeout: 180_000 },
    async () => {
      const target = new URL(process.env.TEST_DATABASE_URL!);
      const name = `franchisio_retry_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: target.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const port = await freePort();
      const url = new URL(target);
      url.host = `127.0.0.1:${port}`;
      url.pathname = `/${name}`;
      let proxy: net.Server | null = null;
      try {
        const server = await start(tempDir(), { DATABASE_URL: url.toString(), LOG_LEVEL: 'info' });
        // The server tries, logs, waits; it neither exits nor prints a stack trace.
        const deadline = Date.now() + 60_000;
        while (!/database is not reachable/.test(server.output()) && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(server.output()).toMatch(
          /The database is not reachable \(ECONNREFUSED\); trying again in \d+ s/,
        );
        expect(server.child.exitCode).toBeNull();
        proxy = net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          client.pipe(upstream).pipe(client);
          client.on('error', () => upstream.destroy());
          upstream.on('error', () => client.destroy());
        });
        await new Promise<void>((resolve) => proxy!.listen(port, '127.0.0.1', resolve));
        await waitHealthy(server, 120_000);
        expect(server.output()).not.toMatch(/\n\s+at /);
      } finally {
        for (const s of servers.splice(0)) {
          s.child.kill('SIGKILL');
          await s.exited;
        }
        proxy?.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  it('stops at start-up with one line naming a bad variable', async () => {
    const server = await start(tempDir(), { PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^Invalid configuration: PORT [^\n]*$/);
  });

  it('keeps every acknowledged write when killed with SIGKILL mid-stream (6 rounds)', async () => {
    const dir = tempDir();
    const acknowledged: string[] = [];
    const rounds = 6;
    for (let round = 0; round < rounds; round++) {
      const server = await start(dir);
      await waitHealthy(server);
      let stop = false;
      const writer = (async () => {
        for (let n = 0; !stop; n++) {
          const pagePath = `/crash/${round}/${n}`;
          try {
            const res = await fetch(`${server.url}/api/v1/analytics/page-views`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 Firefox/140.0' },
              body: JSON.stringify({ path: pagePath, visitorId: 'crash-test-visitor' }),
            });
            if (res.status === 202) acknowledged.push(pagePath);
          } catch {
            return; // the server is gone
          }
        }
      })();
      // Kill mid-stream: after at least 6 writes of this round were acknowledged (however
      // loaded the machine is), plus a random moment more.
      const before = acknowledged.length;
      await expect
        .poll(() => acknowledged.length - before, { timeout: 30_000, interval: 10 })
        .toBeGreaterThan(5);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 250)));
      server.child.kill('SIGKILL');
      await server.exited;
      stop = true;
      await writer;
    }
    expect(acknowledged.length).toBeGreaterThan(rounds * 5);

    // One more start proves the data directory recovers; then read it directly.
    const last = await start(dir);
    await waitHealthy(last);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    const db = await PGlite.create({ dataDir: path.join(dir, 'pglite') });
    const { rows } = await db.query<{ path: string }>(
      `select path from page_views where path like '/crash/%'`,
    );
    await db.close();
    const stored = new Set(rows.map((r) => r.path));
    const lost = acknowledged.filter((p) => !stored.has(p));
    expect(lost).toEqual([]);
  }, 300_000);
});
