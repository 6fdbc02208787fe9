import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-db.ts';
import { Problem } from './problem.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('allows up to the limit, then refuses with 429 and a retry time', async () => {
    const limiter = createRateLimiter(t.database.db);
    const rule = { name: 'test', limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'a@example.com');
    const err = await limiter.hit(rule, 'a@example.com').catch((e) => e);
    expect(err).toBeInstanceOf(Problem);
    expect(err.status).toBe(429);
    expect(err.extra.retryAfter).toBeGreaterThan(0);
    // Another subject has its own counter.
    await expect(limiter.hit(rule, 'b@example.com')).resolves.toMatchObject({ remaining: 2 });
  });

  it('counts exactly under concurrency', async () => {
    const limiter = createRateLimiter(t.database.db);
    const rule = { name: 'burst', limit: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => limiter.hit(rule, 'x')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = createRateLimiter(t.database.db);
    const rule = { name: 'short', limit: 1, windowSeconds: 1 };
    await limiter.hit(rule, 'y');
    await expect(limiter.hit(rule, 'y')).rejects.toBeInstanceOf(Problem);
    await new Promise((r) => setTimeout(r, 1100));
    await expect(limiter.hit(rule, 'y')).resolves.toMatchObject({ remaining: 0 });
  });
});
