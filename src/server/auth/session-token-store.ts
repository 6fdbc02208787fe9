import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter } from '@better-auth/core/db/adapter';
import type { BetterAuthOptions } from 'better-auth';
import type { SessionsEndedHook } from './repository.ts';

const PREFIX = 'sha256:';

/** What the session table keeps instead of the token: someone who reads the table cannot sign in with it. */
export function hashSessionToken(token: string): string {
  return `${PREFIX}${createHash('sha256').update(token).digest('hex')}`;
}

type AnyAdapter = DBAdapter<BetterAuthOptions> | DBTransactionAdapter<BetterAuthOptions>;
type Row = Record<string, unknown>;
interface Args {
  model?: string;
  where?: { field: string; value: unknown }[];
  data?: Row;
  update?: Row;
}
type FindMany = (args: Args) => Promise<Row[]>;

/**
 * Better Auth stores session tokens as they are; this adapter wrapper stores and looks them up
 * by their SHA-256 instead. Lookups by a token (the cookie's) hash it first and hand the raw
 * token back in the row, so Better Auth works unchanged; rows listed by user carry the hash.
 *
 * Every session Better Auth deletes (sign-out, revoking, a password change or reset) is reported
 * to `onEnded` once deleted, whichever endpoint deleted it: the realtime socket closes its sockets.
 */
export function withHashedSessionTokens<
  F extends (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
>(factory: F, onEnded?: SessionsEndedHook): F {
  return ((options: BetterAuthOptions) => wrap(factory(options), onEnded)) as F;
}

function wrap<A extends AnyAdapter>(adapter: A, onEnded?: SessionsEndedHook): A {
  const wrapped: Record<string, unknown> = { ...adapter };
  for (const [name, value] of Object.entries(adapter)) {
    if (typeof value !== 'function' || name === 'transaction' || name === 'createSchema') continue;
    const fn = value as (args: Args) => Promise<unknown>;
    wrapped[name] = async (args: Args) => {
      if (args?.model !== 'session') return fn.call(adapter, args);
      const raws = new Map<string, string>();
      const hashed = (value: unknown) => {
        if (typeof value !== 'string') return value;
        const stored = hashSessionToken(value);
        raws.set(stored, value);
        return stored;
      };
      const next: Args = { ...args };
      if (args.where) {
        next.where = args.where.map((w) =>
          w.field === 'token'
            ? { ...w, value: Array.isArray(w.value) ? w.value.map(hashed) : hashed(w.value) }
            : w,
        );
      }
      if (typeof args.data?.token === 'string') next.data = { ...args.data, token: hashed(args.data.token) };
      if (typeof args.update?.token === 'string')
        next.update = { ...args.update, token: hashed(args.update.token) };
      const restore = (row: unknown) => {
        if (!row || typeof row !== 'object') return row;
        const token = (row as Row).token;
        return typeof token === 'string' && raws.has(token)
          ? { ...(row as Row), token: raws.get(token) }
          : row;
      };
      const deleting = onEnded && (name === 'delete' || name === 'deleteMany');
      const doomed = deleting
        ? await (adapter.findMany as unknown as FindMany).call(adapter, {
            model: 'session',
            where: next.where,
          })
        : [];
      const result = await fn.call(adapter, next);
      const byUser = new Map<string, string[]>();
      for (const row of doomed) {
        const ids = byUser.get(String(row.userId)) ?? [];
        byUser.set(String(row.userId), [...ids, String(row.id)]);
      }
      for (const [userId, ids] of byUser) await onEnded!(userId, ids);
      return Array.isArray(result) ? result.map(restore) : restore(result);
    };
  }
  if ('transaction' in adapter && typeof adapter.transaction === 'function') {
    const transaction = adapter.transaction.bind(adapter);
    wrapped.transaction = <R>(callback: (trx: DBTransactionAdapter<BetterAuthOptions>) => Promise<R>) =>
      transaction((trx) => callback(wrap(trx, onEnded)));
  }
  return wrapped as A;
}
