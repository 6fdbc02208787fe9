import { describe, expect, it } from 'vitest';
import { coalescing } from './coalesce.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('coalescing', () => {
  it('runs the first item at once and what came meanwhile together, in order', async () => {
    const batches: number[][] = [];
    const push = coalescing<number>(async (items) => {
      batches.push(items);
      await tick(10);
    });
    const first = push(1);
    await tick(1);
    const rest = [push(2), push(3), push(4)];
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await push(5);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('rejects the pushes of a failed batch only, and goes on with the next', async () => {
    const push = coalescing<string>(async (items) => {
      await tick(5);
      if (items.includes('bad')) throw new Error('bad batch');
    });
    const first = push('bad');
    await tick(1);
    const second = push('good');
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(new Error('bad batch'));
  });
});
