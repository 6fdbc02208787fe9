import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import {
  admitHashing,
  HASH_CONCURRENCY,
  HASH_PER_CLIENT,
  hashesInFlight,
  hashPassword,
  verifyPassword,
  withHashingClient,
} from './password-hash.ts';

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

  it('refuses a client address past its share at the door, while others still get in (finding 12)', async () => {
    const flood = Array.from({ length: HASH_PER_CLIENT }, (_, i) =>
      withHashingClient({ client: '203.0.113.66', trusted: false }, () =>
        hashPassword(`Flood-${i}-password`),
      ),
    );
    expect(admitHashing('203.0.113.66')).toBe('client_busy');
    expect(admitHashing('198.51.100.1')).toBe('ok');
    await Promise.all(flood);
    expect(admitHashing('203.0.113.66')).toBe('ok');
  });

  it('serves a browser known to the account first, then each address in turn, so a flood waits behind (finding 12)', async () => {
    const done: string[] = [];
    const run = (client: string, trusted: boolean, tag: string) =>
      withHashingClient({ client, trusted }, () => hashPassword(`${tag}-password`)).then(() => {
        done.push(tag);
      });
    // One address floods (more than its share would be refused at the door; the queue takes them).
    const flood = Array.from({ length: 4 * HASH_CONCURRENCY }, (_, i) =>
      run('203.0.113.7', false, `flood-${i}`),
    );
    const owner = run('198.51.100.9', true, 'owner');
    const other = run('198.51.100.10', false, 'other');
    await Promise.all([...flood, owner, other]);
    // The running hashes finish first; then the owner's, then turns alternate between addresses.
    // (The owner's starts in the first freed slot; the hash started in the next one may finish first.)
    expect(done.indexOf('owner')).toBeLessThanOrEqual(HASH_CONCURRENCY + 1);
    expect(done.indexOf('owner')).toBeLessThan(done.indexOf(`flood-${2 * HASH_CONCURRENCY}`));
    // (Started right after one more of the flood's; hashes running side by side may finish in either order.)
    expect(done.indexOf('other')).toBeLessThanOrEqual(HASH_CONCURRENCY + 3);
    expect(done.indexOf('other')).toBeLessThan(done.indexOf(`flood-${3 * HASH_CONCURRENCY}`));
    expect(done.length).toBe(4 * HASH_CONCURRENCY + 2);
  });
});
