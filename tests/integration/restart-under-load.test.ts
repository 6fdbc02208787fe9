import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../helpers/accounts.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../helpers/server-process.ts';

/**
 * A rolling restart: two app processes on one PostgreSQL database behind a proxy that checks
 * readiness (tests/helpers/proxy.ts), a steady load of reads and writes, and one instance
 * stopped with SIGTERM mid-run and started again on its port. The draining instance answers
 * readiness 503 and finishes what it was serving; the proxy sends nothing new there and moves
 * a refused connection on to the other instance. Not one request may fail.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('restarting one of two instances under load', () => {
  const name = `franchisio_restart_${randomBytes(4).toString('hex')}`;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let shared: Record<string, string>;
  let proxy: TestProxy | undefined;

  const start = async (dir: string, port: number) => {
    const server = spawnServer({ ...shared, DATA_DIR: dir }, port);
    servers.push(server);
    await waitHealthy(server, 120_000);
    return server;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    shared = {
      DATABASE_URL: url.toString(),
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      // Visitors come from many addresses through the proxy, as in production.
      TRUST_PROXY: 'true',
    };
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-restart-'));
      dirs.push(dir);
      // One at a time: the first migrates the new database.
      await start(dir, await freePort());
    }
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(
      servers.map(async (s) => {
        if (s.child.exitCode === null) {
          s.child.kill('SIGTERM');
          await s.exited;
        }
      }),
    );
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('loses no request while one instance drains, stops and starts again', { timeout: 180_000 }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    proxy = await startProxy([a.url, b.url], { healthCheckMs: 100 });
    const bPort = new URL(b.url).port;

    let sent = 0;
    const failures: string[] = [];
    let stop = false;
    const visitor = () => `10.1.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    /** One request of the mix: two reads for every write. */
    const one = async (n: number) => {
      const headers = { 'X-Forwarded-For': visitor() };
      const write = n % 3 === 2;
      const res = write
        ? await fetch(`${proxy!.url}/api/v1/analytics/page-views`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json', Origin: ORIGIN },
            body: JSON.stringify({ path: `/franchises/${n}`, visitorId: `restart-${n}` }),
          })
        : await fetch(`${proxy!.url}/api/v1/opportunities?limit=10&offset=${n % 3}`, { headers });
      await res.arrayBuffer();
      if (res.status !== (write ? 202 : 200)) failures.push(`${write ? 'POST' : 'GET'} ${res.status}`);
    };
    const worker = async (id: number) => {
      for (let n = id; !stop; n += 6) {
        sent++;
        await one(n).catch((err: Error) => failures.push(err.message));
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, (_, i) => worker(i)));

    // Steady load on both, then B gets SIGTERM in the middle of it.
    await expect.poll(() => sent, { timeout: 30_000 }).toBeGreaterThan(200);
    const servedBefore = proxy.served.filter((p) => p === bPort).length;
    expect(servedBefore).toBeGreaterThan(0);
    const atSigterm = sent;
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    expect(b.output()).not.toMatch(/still open after/);
    // B starts again on its port (its data directory's lock was released) and the proxy,
    // seeing it ready, sends it requests again.
    const again = await start(dirs[1]!, Number(bPort));
    const duringRestart = sent - atSigterm;
    const servedBeforeRestart = proxy.served.filter((p) => p === bPort).length;
    await expect
      .poll(() => proxy!.served.filter((p) => p === bPort).length - servedBeforeRestart, { timeout: 30_000 })
      .toBeGreaterThan(50);
    stop = true;
    await load;

    console.log(
      `restart under load: ${sent} requests, ${failures.length} errors, ${proxy.retried} moved to the other instance after a refused connection, ${duringRestart} sent while B was draining, down or starting`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    expect(again.child.exitCode).toBeNull();
  });
});
