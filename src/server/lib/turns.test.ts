import { describe, expect, it } from 'vitest';
import { createTurns, noTurns } from './turns.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('turns', () => {
  it('runs each task whole, in the order they came, even when one fails', async () => {
    const turns = createTurns();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await tick(5);
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([turns(task('a')), turns(task('b', true)), turns(task('c'))]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('skips a task whose caller left before its turn', async () => {
    const turns = createTurns();
    const gone = new AbortController();
    let ran = false;
    const first = turns(() => tick(10));
    const second = turns(
      async () => {
        ran = true;
      },
      () => gone.signal,
    );
    gone.abort();
    await first;
    await expect(second).rejects.toMatchObject({ status: 503 });
    expect(ran).toBe(false);
  });

  it('asks for the request signal as its task arrives, and without a queue never', async () => {
    const turns = createTurns();
    const asked: string[] = [];
    const first = turns(() => tick(10));
    const second = turns(
      async () => {
        asked.push('ran');
      },
      () => {
        asked.push('signal');
        return new AbortController().signal;
      },
    );
    // Made before the queue moves: a signal made after the client left would never abort.
    expect(asked).toEqual(['signal']);
    await Promise.all([first, second]);
    expect(asked).toEqual(['signal', 'ran']);

    let madeSignal = false;
    await noTurns(
      async () => {},
      () => {
        madeSignal = true;
        return new AbortController().signal;
      },
    );
    expect(madeSignal).toBe(false);
  });
});
