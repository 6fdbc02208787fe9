import { Problem } from './problem.ts';

/**
 * A request's abort signal, asked for only where it is used: on the Node server, a request's
 * signal is made with the whole fetch Request behind it (headers copied, an AbortController),
 * which a read that does not wait its turn has no use for.
 */
export type LazySignal = () => AbortSignal;

/**
 * Runs tasks one at a time, in the order they arrive. A task whose caller has gone by its turn
 * (its signal aborted: the client closed the connection) is not run.
 */
export type Turns = <T>(task: () => Promise<T>, signal?: LazySignal) => Promise<T>;

export function createTurns(): Turns {
  let tail: Promise<unknown> = Promise.resolve();
  return (task, lazySignal) => {
    // Made now, while the client is there: a signal made after it left would never abort.
    const signal = lazySignal?.();
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
