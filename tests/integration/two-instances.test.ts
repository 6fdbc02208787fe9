import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { createSignedInUser, ORIGIN, signIn } from '../helpers/accounts.ts';
import { register } from '../helpers/franchisor.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../helpers/server-process.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * Two app processes on one PostgreSQL database behind a round-robin proxy, as in production:
 * what one instance does holds on the other (sessions, rate limits, catalog caches).
 * Scheduled jobs running once and realtime crossing instances are tested beside their modules.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL database', () => {
  const name = `franchisio_two_${randomBytes(4).toString('hex')}`;
  const dirs: string[] = [];
  let servers: ServerProcess[] = [];
  let proxy: TestProxy;
  let database: Database;
  /** The helpers' TestApp, with its requests going through the proxy. */
  let t: TestApp;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const shared = {
      DATABASE_URL: url.toString(),
      // Instances that share a database share the secret that signs session cookies.
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      CATALOG_CACHE_SECONDS: '60',
    };
    const start = async (seed: boolean) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-two-'));
      dirs.push(dir);
      const server = spawnServer(
        { ...shared, DATA_DIR: dir, SEED_DEMO: seed ? 'true' : 'false' },
        await freePort(),
      );
      servers.push(server);
      await waitHealthy(server, 120_000);
      return server;
    };
    // The first one migrates and seeds; the second starts on the ready database.
    await start(true);
    await start(false);
    proxy = await startProxy(servers.map((s) => s.url));
    database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 });
    t = {
      deps: { database },
      request(p: string, init: RequestInit & { json?: unknown } = {}) {
        const { json, headers, ...rest } = init;
        return fetch(`${proxy.url}${p}`, {
          ...rest,
          headers: { ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
          body: json !== undefined ? JSON.stringify(json) : rest.body,
        });
      },
    } as unknown as TestApp;
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    await database?.close();
    await Promise.all(
      servers.map(async (s) => {
        if (s.child.exitCode === null) {
          s.child.kill('SIGTERM');
          await s.exited;
        }
      }),
    );
    servers = [];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }, 60_000);

  const direct = (server: ServerProcess, p: string, init: RequestInit = {}) =>
    fetch(`${server.url}${p}`, init);

  it('keeps a sign-in made on one instance valid on the other', { timeout: 120_000 }, async () => {
    const user = await createSignedInUser(t); // sign-up and verify went through both
    const cookie = await signIn(t, user.email, user.password);
    for (const server of servers) {
      const me = await direct(server, '/api/v1/me', { headers: { Cookie: cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(user.email);
    }
    expect(new Set(proxy.served).size).toBe(2);
  });

  it('counts a rate limit across both instances', { timeout: 120_000 }, async () => {
    // The contact form takes 5 messages an hour from one address: not 5 per instance.
    const statuses: number[] = [];
    const by: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('/api/v1/contact-messages', {
        method: 'POST',
        headers: { Origin: ORIGIN },
        json: {
          name: 'Asha Rao',
          email: `asha${i}@example.com`,
          subject: 'Two instances',
          message: `Counting across instances, message number ${i}`,
        },
      });
      statuses.push(res.status);
      by.push(res.headers.get('x-served-by')!);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(new Set(by).size).toBe(2);
  });

  it('shows a listing edit made on one instance on the other at once', { timeout: 120_000 }, async () => {
    const owner = await createSignedInUser(t, { role: 'franchisor' });
    const { company } = await register(t, owner, 'US');
    // A published listing of the seeded catalog, handed to this franchisor's company.
    if (database.driver.engine !== 'postgres') throw new Error('PostgreSQL only');
    const { rows } = await database.driver.pool.query<{ id: string }>(
      `update franchise_opportunities set franchisor_id = $1
       where id = (select id from franchise_opportunities where status = 'published' limit 1)
       returning id`,
      [company.id],
    );
    const id = rows[0]!.id;
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // B reads the listing and keeps it in its catalog cache (60 s here).
    expect((await direct(b, `/api/v1/opportunities/${id}`)).status).toBe(200);
    expect((await direct(b, `/api/v1/opportunities/${id}`)).status).toBe(200);

    const paused = await direct(a, `/api/v1/franchisor/listings/${id}/actions`, {
      method: 'POST',
      headers: { Cookie: owner.cookie, Origin: a.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'pause' }),
    });
    expect(paused.status).toBe(200);
    // NOTIFY reaches B within moments, not after its cache's 60 s.
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 5000) {
      status = (await direct(b, `/api/v1/opportunities/${id}`)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(404);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
