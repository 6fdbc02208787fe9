import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN, type SignedInUser } from '../../../tests/helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import type { JobRunT, JobsOverviewT } from '../../shared/schemas/jobs.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { verification } from '../db/schema/auth.ts';
import { emailOutbox, rateLimits } from '../db/schema/system.ts';
import { createLogger } from '../lib/logger.ts';
import { createAdminRepository } from '../modules/admin/repository.ts';
import { createAdminService } from '../modules/admin/service.ts';
import { createJobRunner, defineJob } from './index.ts';

let t: TestApp;
let admin: SignedInUser;
let superAdmin: SignedInUser;
let seeker: SignedInUser;

/** Tries of the test jobs below, with the time each started. */
const tries: Record<string, number[]> = { flaky: [], broken: [] };

beforeAll(async () => {
  t = await createTestApp();
  t.deps.jobs.register(
    defineJob({
      name: 'flaky-test',
      description: 'Fails on its first two tries, then succeeds.',
      retryLimit: 3,
      retryDelaySeconds: 1,
      async run() {
        tries.flaky!.push(Date.now());
        if (tries.flaky!.length <= 2) throw new Error(`try ${tries.flaky!.length} failed`);
        return { tries: tries.flaky!.length };
      },
    }),
  );
  t.deps.jobs.register(
    defineJob({
      name: 'broken-test',
      description: 'Always fails.',
      retryLimit: 1,
      retryDelaySeconds: 1,
      async run() {
        tries.broken!.push(Date.now());
        throw new Error('the upstream is down');
      },
    }),
  );
  await t.deps.jobs.start();
  seeker = await createSignedInUser(t);
  superAdmin = await createSignedInUser(t);
  admin = await createSignedInUser(t);
  await createAdminService(t.deps).makeSuper(superAdmin.userId);
  await createAdminRepository(t.deps.database.db).upsert({
    userId: admin.userId,
    level: 'standard',
    permissions: [],
    invitedBy: null,
  });
});
afterAll(() => t.close());

/** Waits until `name`'s run `id` has left the queue for good (completed or failed). */
async function settled(name: string, id: string, timeoutMs = 20_000): Promise<JobRunT> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request(`/api/v1/admin/jobs?job=${name}`, { headers: { Cookie: admin.cookie } });
    const run = ((await res.json()) as JobsOverviewT).runs.find((r) => r.id === id);
    if (run && (run.state === 'completed' || run.state === 'failed')) return run;
    if (Date.now() > deadline) throw new Error(`${name} ${id} still ${run?.state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('housekeeping job', () => {
  it('deletes ended rate-limit windows, expired codes and old outbox mail, and keeps the live ones', async () => {
    const { db } = t.deps.database;
    await db.insert(rateLimits).values([
      { key: 'test:ended', count: 3, resetAt: new Date(Date.now() - 60_000) },
      { key: 'test:live', count: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(verification).values([
      { id: 'v-expired', identifier: 'x', value: '1', expiresAt: new Date(Date.now() - 1000) },
      { id: 'v-live', identifier: 'x', value: '2', expiresAt: new Date(Date.now() + 600_000) },
    ]);
    await db.insert(emailOutbox).values([
      {
        to: 'old@example.com',
        subject: 'old',
        text: 'old',
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
      { to: 'new@example.com', subject: 'new', text: 'new' },
    ]);

    const outcome = await t.deps.jobs.runNow('housekeeping');

    expect(outcome.state).toBe('completed');
    expect(outcome.output).toMatchObject({ rateLimits: 1, verifications: 1, outboxMail: 1 });
    const keys = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:ended');
    expect((await db.select().from(verification)).map((v) => v.id)).toEqual(['v-live']);
    const mail = (await db.select().from(emailOutbox)).map((m) => m.to);
    expect(mail).toContain('new@example.com');
    expect(mail).not.toContain('old@example.com');
  });

  it('is scheduled hourly in the database, where the schedule outlives the runner', async () => {
    // The app's runner applies its schedules when it starts (the test runners of "several
    // runners" below, which know no housekeeping job, take it off when they start).
    await t.deps.jobs.stop();
    await t.deps.jobs.start();
    const result = await t.deps.database.db.execute(sql`select name, cron from pgboss.schedule`);
    const rows = (result as unknown as { rows: { name: string; cron: string }[] }).rows;
    expect(rows).toContainEqual({ name: 'housekeeping', cron: '7 * * * *' });
  });
});

describe('failures', () => {
  it('retries a failing job with growing back-off until it succeeds', async () => {
    const id = await t.deps.jobs.send('flaky-test');
    const run = await settled('flaky-test', id);
    expect(run).toMatchObject({ state: 'completed', attempts: 3, maxAttempts: 4, result: { tries: 3 } });
    const [first, second, third] = tries.flaky!;
    // First retry after 1–2 s, the second after 2–4 s (plus polling).
    expect(second! - first!).toBeGreaterThanOrEqual(1000);
    expect(third! - second!).toBeGreaterThanOrEqual(2000);
  });

  it('shows admins a job that failed on every try, with its error', async () => {
    const id = await t.deps.jobs.send('broken-test');
    const run = await settled('broken-test', id);
    expect(run).toMatchObject({
      state: 'failed',
      attempts: 2,
      maxAttempts: 2,
      error: 'the upstream is down',
    });
    expect(tries.broken).toHaveLength(2);
    const overview = (await (
      await t.request('/api/v1/admin/jobs', { headers: { Cookie: admin.cookie } })
    ).json()) as JobsOverviewT;
    expect(overview.jobs.find((j) => j.name === 'broken-test')).toMatchObject({ failedLastDay: 1 });
    const failedOnly = (await (
      await t.request('/api/v1/admin/jobs?state=failed', { headers: { Cookie: admin.cookie } })
    ).json()) as JobsOverviewT;
    expect(failedOnly.runs.length).toBeGreaterThan(0);
    expect(failedOnly.runs.every((r) => r.state === 'failed')).toBe(true);
  });
});

describe('several runners on one database', () => {
  it('runs each queued job exactly once', async () => {
    const done: string[] = [];
    const job = defineJob<{ n: number }>({
      name: 'count-test',
      description: 'Records which run it was.',
      async run(data, ctx) {
        done.push(`${data.n}:${ctx.id}`);
        await new Promise((r) => setTimeout(r, 5));
        return undefined;
      },
    });
    // A second connection on PostgreSQL, as another instance has; PGlite has one connection only.
    const { database } = t.deps;
    const other: Database =
      database.driver.engine === 'postgres'
        ? await openDatabase({ engine: 'postgres', url: database.driver.url, poolSize: 4 })
        : database;
    const logger = createLogger('silent');
    const a = createJobRunner({ database, logger });
    const b = createJobRunner({ database: other, logger });
    a.register(job);
    b.register(job);
    await Promise.all([a.start(), b.start()]);
    try {
      const ids = await Promise.all(
        Array.from({ length: 30 }, (_, n) => (n % 2 ? a : b).send('count-test', { n })),
      );
      const deadline = Date.now() + 30_000;
      while (done.length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // A little longer: a second run of any job would show up now.
      await new Promise((r) => setTimeout(r, 500));
      expect(done).toHaveLength(30);
      expect(new Set(done.map((d) => d.split(':')[1])).size).toBe(30);
      expect(done.map((d) => Number(d.split(':')[0])).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 30 }, (_, n) => n),
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      if (other !== database) await other.close();
    }
  });

  it('keeps queued work across a restart of the runner', async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: 'later-test',
      description: 'Runs a little later.',
      async run(_data, ctx) {
        ran.push(ctx.id);
        return undefined;
      },
    });
    const logger = createLogger('silent');
    const first = createJobRunner({ database: t.deps.database, logger });
    first.register(job);
    await first.start();
    const id = await first.send('later-test', {}, { startAfterSeconds: 1 });
    await first.stop();
    expect(ran).toEqual([]);

    const second = createJobRunner({ database: t.deps.database, logger });
    second.register(job);
    await second.start();
    try {
      const deadline = Date.now() + 15_000;
      while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(ran).toEqual([id]);
    } finally {
      await second.stop();
    }
  });
});

describe('admin API', () => {
  const get = (cookie?: string, query = '') =>
    t.request(`/api/v1/admin/jobs${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  const run = (cookie: string | undefined, name: string) =>
    t.request(`/api/v1/admin/jobs/${name}/runs`, {
      method: 'POST',
      headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    });

  it('lists jobs to admins only', async () => {
    expect((await get()).status).toBe(401);
    expect((await get(seeker.cookie)).status).toBe(403);
    const res = await get(admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as JobsOverviewT;
    expect(body.running).toBe(true);
    const housekeeping = body.jobs.find((j) => j.name === 'housekeeping');
    expect(housekeeping).toMatchObject({ schedule: '7 * * * *' });
    expect(new Date(housekeeping!.nextRunAt!).getUTCMinutes()).toBe(7);
  });

  it('refuses bad filters and unknown jobs', async () => {
    expect((await get(admin.cookie, '?state=exploded')).status).toBe(400);
    expect((await get(admin.cookie, '?job=..%2Fetc')).status).toBe(400);
    expect((await get(admin.cookie, '?job=no-such-job')).status).toBe(404);
  });

  it('lets super admins run a job now, and nobody else', async () => {
    expect((await run(undefined, 'housekeeping')).status).toBe(401);
    expect((await run(seeker.cookie, 'housekeeping')).status).toBe(403);
    expect((await run(admin.cookie, 'housekeeping')).status).toBe(403);
    expect((await run(superAdmin.cookie, 'no-such-job')).status).toBe(404);
    const res = await run(superAdmin.cookie, 'housekeeping');
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect(await settled('housekeeping', id)).toMatchObject({ state: 'completed', attempts: 1 });
  });
});
