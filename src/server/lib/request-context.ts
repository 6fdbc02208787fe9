import { AsyncLocalStorage } from 'node:async_hooks';

/** Whose turn a password hash takes (auth/password-hash.ts). */
export interface HashingClient {
  /** The client's address (or 'internal' for scripts and server-side calls). */
  client: string;
  /** True for a browser that signed in to this account before. */
  trusted: boolean;
}

/**
 * The request being served, if any, for code that is not handed it: its id (the logger puts
 * it on every line written while serving it) and whose turn its password hashes take.
 *
 * One store for both: on Node 20 an AsyncLocalStorage in use costs every promise of every
 * request a hook, and each further store another copy in that hook.
 */
export interface RequestContext {
  reqId?: string;
  hashing: HashingClient;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
