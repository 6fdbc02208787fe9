import { availableParallelism } from 'node:os';
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { type HashingClient, requestContext } from '../lib/request-context.ts';

/**
 * Password hashing for Better Auth (`emailAndPassword.password`): Better Auth's own scrypt
 * (node:crypto on the libuv thread pool, never the main thread; hashes made before keep
 * verifying), behind a gate of our own that decides who hashes next:
 *
 * - one hash per core at once (main.ts sizes the thread pool so that every core can hash and
 *   file and DNS work still have threads of their own);
 * - who waits is served fairly: a browser that proved an earlier sign-in to the account
 *   (device-trust.ts) goes first, then every other client address in turn, so a flood from
 *   some addresses costs those addresses, not everyone;
 * - `admitHashing` refuses work at the door when one address already has several hashes
 *   waiting, or when the whole queue is long, so the queue never grows without bound.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism());
/** Hashes one client address may have running or waiting at once. */
export const HASH_PER_CLIENT = 4;
/** Hashes that may wait in all (beyond that the server answers 503 and asks to retry). */
export const HASH_QUEUE_MAX = 32 * HASH_CONCURRENCY;

const INTERNAL: HashingClient = { client: 'internal', trusted: true };

/**
 * Runs `work` with its hashes counted against `client`. Every request counts against its
 * address already (app.ts puts it in the request's context); a sign-in says whether it is
 * trusted here.
 */
export function withHashingClient<T>(client: HashingClient, work: () => T): T {
  return requestContext.run({ reqId: requestContext.getStore()?.reqId, hashing: client }, work);
}

let running = 0;
const perClient = new Map<string, number>();
// Waiting hashes by client, in turn order: the client served is moved to the back.
const trustedQueue = new Map<string, (() => void)[]>();
const otherQueue = new Map<string, (() => void)[]>();
let waitingCount = 0;

/** How many scrypt computations are running now (for tests and diagnostics). */
export const hashesInFlight = () => running;
export const hashesWaiting = () => waitingCount;

export type Admission = 'ok' | 'client_busy' | 'server_busy';

/** Whether a request from `client` that will hash may come in now. */
export function admitHashing(client: string): Admission {
  if ((perClient.get(client) ?? 0) >= HASH_PER_CLIENT) return 'client_busy';
  if (waitingCount >= HASH_QUEUE_MAX) return 'server_busy';
  return 'ok';
}

/** Hands the slot that is being freed to the next waiter; false when nobody waits. */
function handOver(): boolean {
  for (const queue of [trustedQueue, otherQueue]) {
    for (const [client, waiters] of queue) {
      const wake = waiters.shift()!;
      queue.delete(client);
      if (waiters.length > 0) queue.set(client, waiters);
      waitingCount--;
      wake();
      return true;
    }
  }
  return false;
}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  const { client, trusted } = requestContext.getStore()?.hashing ?? INTERNAL;
  perClient.set(client, (perClient.get(client) ?? 0) + 1);
  try {
    if (running >= HASH_CONCURRENCY) {
      // Wait for a running hash to hand its slot over (the count of running ones stays).
      const queue = trusted ? trustedQueue : otherQueue;
      waitingCount++;
      await new Promise<void>((resolve) => {
        const waiters = queue.get(client) ?? [];
        waiters.push(resolve);
        queue.set(client, waiters);
      });
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      if (!handOver()) running--;
    }
  } finally {
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  }
}

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => betterAuthHash(password));
}

/** False for a wrong password and for a stored value that is not a `salt:key` pair. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key, extra] = hash.split(':');
  if (!salt || !key || extra !== undefined) return false;
  return withSlot(() => betterAuthVerify({ hash, password }));
}

export const passwordHasher = { hash: hashPassword, verify: verifyPassword };
