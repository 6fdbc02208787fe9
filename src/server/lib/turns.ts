import { Problem } from './problem.ts';

/**
 * Runs tasks one at a time, in the order they arrive. A task whose caller has gone by its turn
 * (its signal aborted: the client closed the connection) is not run.
 */
export type Turns = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createTurns(): Turns {
  let tail: Promise<unknown> = Promise.resolve();
  return (task, signal) => {
    const mine = tail.then(() => {
      if (signal?.aborted) {
        throw new Problem(503, 'service_unavailable', 'The request was abandoned before its turn.');
      }
      return task();
    });
    tail = mine.catch(() => {});
    return mine;
  };
}

/** No queue: each task runs at once. */
export const noTurns: Turns = (task) => task();
