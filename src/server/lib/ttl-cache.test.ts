import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('catalog read cache', () => {
  it('keeps an answer for its time to live, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache(30, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 29_000;
    expect(await cache.get('a', load)).toBe(1);
    clock = 30_001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    let loads = 0;
    const cache = createTtlCache(30);
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
  });

  it('is off at 0 seconds and drops the oldest entries past its size', async () => {
    let loads = 0;
    const off = createTtlCache(0);
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
    const small = createTtlCache(30, 2);
    for (const k of ['a', 'b', 'c']) await small.get(k, async () => k);
    expect(small.size).toBe(2);
    expect(await small.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});
