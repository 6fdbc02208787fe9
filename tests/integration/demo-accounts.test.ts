import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { franchiseOpportunities, franchisors, profiles, user } from '../../src/server/db/schema/index.ts';
import { DEMO_FRANCHISOR_PASSWORD, seedsDemoAccounts } from '../../src/server/db/seed/demo-accounts.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from '../helpers/server-process.ts';

let server: ServerProcess | null = null;
let dataDir: string | null = null;

afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = null;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
});

describe('the demo marketplace on a fresh `npm start`', () => {
  it('gives every published demo listing a verified franchisor account, and prints how to sign in as a few', {
    timeout: 240_000,
  }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-demo-'));
    // As `npm start` runs: development, the embedded database, the demo seed.
    server = spawnServer(
      { DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      await freePort(),
    );
    await waitHealthy(server, 200_000);
    await expect.poll(() => server!.output(), { timeout: 10_000 }).toContain('Demo franchisor accounts');
    const out = server.output();
    expect(out).toContain(`password ${DEMO_FRANCHISOR_PASSWORD}`);
    const printed = [...out.matchAll(/^ {4}(\S+@demo\.example\.com) {2}\((.+), (US|IN)\)$/gm)];
    expect(printed.map((m) => m[3])).toEqual(['US', 'US', 'IN', 'IN']);
    // The README names the same accounts and password.
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    for (const [, email, listing] of printed) {
      expect(readme).toMatch(new RegExp(`\`${email}\`.*\`${DEMO_FRANCHISOR_PASSWORD}\`.*${listing}`));
    }

    // Each printed account signs in with the printed password and manages the printed listing.
    for (const [, email, listing] of printed) {
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ email, password: DEMO_FRANCHISOR_PASSWORD }),
      });
      expect(signIn.status, email).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const dashboard = await fetch(`${server.url}/api/v1/franchisor/dashboard`, {
        headers: { Cookie: cookie },
      });
      expect(dashboard.status).toBe(200);
      const body = (await dashboard.json()) as { listings: { title: string }[] };
      expect(body.listings.map((l) => l.title)).toContain(listing);
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const listings = await database.db
        .select({ title: franchiseOpportunities.title, verified: user.emailVerified, role: profiles.role })
        .from(franchiseOpportunities)
        .innerJoin(franchisors, eq(franchisors.id, franchiseOpportunities.franchisorId))
        .leftJoin(user, eq(user.id, franchisors.ownerUserId))
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(franchiseOpportunities.status, 'published'));
      expect(listings.length).toBeGreaterThan(200);
      expect(listings.filter((l) => !l.verified || l.role !== 'franchisor').map((l) => l.title)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('seeds the accounts only on the embedded database of a development start', () => {
    expect(seedsDemoAccounts({ SEED_DEMO: true, isProduction: false }, 'pglite')).toBe(true);
    expect(seedsDemoAccounts({ SEED_DEMO: true, isProduction: false }, 'postgres')).toBe(false);
    expect(seedsDemoAccounts({ SEED_DEMO: true, isProduction: true }, 'pglite')).toBe(false);
    expect(seedsDemoAccounts({ SEED_DEMO: false, isProduction: false }, 'pglite')).toBe(false);
  });
});
