import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Password hashing for Better Auth (`emailAndPassword.password`), off the event loop.
 *
 * Same parameters and stored format as Better Auth's own hasher (@better-auth/utils/password:
 * scrypt N=16384, r=16, p=1, 64-byte key, the password NFKC-normalised, a 16-byte random salt
 * whose *hex text* is the scrypt salt, stored as `saltHex:keyHex`), so hashes made before or by
 * Better Auth's code keep verifying. What this adds:
 *
 * - node:crypto's callback `scrypt`, which runs on the libuv thread pool, never the main thread;
 * - at most `availableParallelism() - 1` hashes at once (at least 1), so a burst of sign-ins
 *   queues here instead of occupying every CPU and the whole thread pool: the event loop
 *   (and PGlite, which runs on it) keeps a core for everything else;
 * - a constant-time comparison of the derived key (timingSafeEqual).
 */
export const SCRYPT_PARAMS = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;
const MAXMEM = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * 2;

export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];
/** How many scrypt computations are running now (for tests and diagnostics). */
export const hashesInFlight = () => running;

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          SCRYPT_PARAMS.dkLen,
          { N: SCRYPT_PARAMS.N, r: SCRYPT_PARAMS.r, p: SCRYPT_PARAMS.p, maxmem: MAXMEM },
          (err, key) => (err ? reject(err) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString('hex')}`;
}

/** False for a wrong password or a stored value that is not a `salt:key` hex pair. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, keyHex, extra] = hash.split(':');
  if (!salt || !keyHex || extra !== undefined || !/^[0-9a-f]+$/i.test(keyHex) || keyHex.length % 2 !== 0) {
    return false;
  }
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await deriveKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const passwordHasher = { hash: hashPassword, verify: verifyPassword };
