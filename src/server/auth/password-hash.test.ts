import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, hashesInFlight, hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing (node:crypto scrypt, Better Auth format)', () => {
  it('stores salt:key in hex, 16-byte salt and 64-byte key, a new salt each time', async () => {
    const a = await hashPassword('Correct-horse-42');
    const b = await hashPassword('Correct-horse-42');
    expect(a).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
  });

  it('is interchangeable with Better Auth’s own hasher in both directions', async () => {
    const ours = await hashPassword('Ünïcode-Pässword-1');
    expect(await betterAuthVerify({ hash: ours, password: 'Ünïcode-Pässword-1' })).toBe(true);
    const theirs = await betterAuthHash('Ünïcode-Pässword-1');
    expect(await verifyPassword({ hash: theirs, password: 'Ünïcode-Pässword-1' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'Ünïcode-Pässword-2' })).toBe(false);
    // NFKC: the composed and decomposed forms of a password are the same password.
    expect(await verifyPassword({ hash: ours, password: 'Ünïcode-Pässword-1'.normalize('NFD') })).toBe(true);
  });

  it('refuses a wrong password and malformed stored values', async () => {
    const hash = await hashPassword('Right-password-9');
    expect(await verifyPassword({ hash, password: 'Wrong-password-9' })).toBe(false);
    for (const bad of ['', 'nocolon', 'abc:', ':abc', 'abc:zz', 'abc:abc', `${hash}:extra`]) {
      expect(await verifyPassword({ hash: bad, password: 'Right-password-9' })).toBe(false);
    }
  });

  it('runs at most HASH_CONCURRENCY computations at once; the rest wait their turn', async () => {
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, hashesInFlight());
    }, 1);
    const hashes = await Promise.all(
      Array.from({ length: HASH_CONCURRENCY + 4 }, (_, i) => hashPassword(`Parallel-${i}-password`)),
    );
    clearInterval(timer);
    expect(new Set(hashes).size).toBe(HASH_CONCURRENCY + 4);
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashesInFlight()).toBe(0);
  });
});
